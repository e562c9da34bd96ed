"""The link and QR code a class follows on its phones: this page, at an address phones can reach.

Streamlit only knows the address the teacher's browser used. On the teacher's own computer that is
`localhost`, which means "this device" on every phone that scans the code. The environment
variable `KARTENSCHULE_PUBLIC_URL` (or `public_url` in `.streamlit/secrets.toml`) names the address
the class should use instead, e.g. `http://192.168.1.20:8501` or `https://school.example/karten`;
the link is that address plus the current page and its deep-link parameters. Without it, a local
address is shown with a warning that says how to fix it.
"""

from __future__ import annotations

import base64
import html
import io
import os
from urllib.parse import urlencode, urlsplit, urlunsplit

import segno
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from tutorial.app.shell.presentation import PRESENT, is_presenting
from tutorial.app.shell.state import Settings
from tutorial.words.i18n import Translator

PUBLIC_URL_ENV = "KARTENSCHULE_PUBLIC_URL"
PUBLIC_URL_SECRET = "public_url"
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0"})
FALLBACK_URL = "http://localhost:8501/"


def configured_public_url() -> str:
    """The public address from the environment, else from Streamlit's secrets, else ''."""
    value = os.environ.get(PUBLIC_URL_ENV, "").strip()
    if value:
        return value
    try:
        return str(st.secrets.get(PUBLIC_URL_SECRET, "")).strip()
    except FileNotFoundError:  # no secrets.toml: nothing configured
        return ""


def is_public_base(url: str) -> bool:
    """An absolute http:// or https:// address with a host; anything else cannot go into a QR code."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def is_local(url: str) -> bool:
    """Whether `url` points at the computer that opens it (so no phone can follow it)."""
    host = (urlsplit(url).hostname or "").lower()
    return host in LOCAL_HOSTS or host.endswith(".localhost")


def build_share_url(
    query: dict[str, str], page_path: str, public_base: str, browser_url: str | None
) -> str:
    """This page with its deep-link parameters (not presentation mode), at the public address.

    `browser_url` is what the teacher's browser shows, page path included (`st.context.url`);
    with a public base the page path is appended to it instead.
    """
    params = urlencode({k: v for k, v in query.items() if k != PRESENT})
    if public_base:
        parts = urlsplit(public_base)
        path = parts.path.rstrip("/") + "/" + page_path.strip("/")
    else:
        parts = urlsplit(browser_url or FALLBACK_URL)
        path = parts.path
    return urlunsplit((parts.scheme, parts.netloc, path, params, ""))


def qr_data_uri(text: str) -> str | None:
    """A QR code of `text` as an SVG data URI (drawn by segno; no network needed), or None when
    `text` is more than a QR code holds (about 2 kB at this error level)."""
    buffer = io.BytesIO()
    try:
        code = segno.make(text, error="m")
    except segno.DataOverflowError:
        return None
    code.save(buffer, kind="svg", scale=6, border=2, dark="#111", light="#fff")
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def link_here(query: dict[str, str], page_path: str) -> str:
    """This page with `query`, at the public address if one is set, else the browser's."""
    configured = configured_public_url()
    public_base = configured if is_public_base(configured) else ""
    browser_url = getattr(st.context, "url", None)  # None outside a browser (AppTest)
    return build_share_url(query, page_path, public_base, browser_url)


def page_url(page_path: str, query: dict[str, str]) -> str:
    """Another page of the app with `query`, at the public address if one is set, else at the
    site the teacher's browser shows."""
    configured = configured_public_url()
    if is_public_base(configured):
        base = configured
    else:
        parts = urlsplit(getattr(st.context, "url", None) or FALLBACK_URL)
        base = urlunsplit((parts.scheme, parts.netloc, parts.path.rsplit("/", 1)[0], "", ""))
    return build_share_url(query, page_path, base, None)


def qr_html(url: str, size: int, alt: str, too_long: str) -> str:
    """The QR code of `url` as an <img> of `size` pixels, for `st.html`; `too_long` in its place
    when the address does not fit in a QR code."""
    uri = qr_data_uri(url)
    if uri is None:
        return f'<div class="share"><p>{html.escape(too_long)}</p></div>'
    return (
        f'<div class="share"><img class="qr" alt="{html.escape(alt)}" src="{uri}" '
        f'style="width:{size}px;height:{size}px"/></div>'
    )


def too_long(t: Translator) -> str:
    """What stands where a QR code cannot be drawn."""
    return t._("This address is too long for a QR code; use the link instead.")


def address_warnings(settings: Settings, url: str) -> None:
    """Say so when the public-address setting is unusable, or `url` cannot be opened by a phone."""
    t = settings.t
    configured = configured_public_url()
    public_base = configured if is_public_base(configured) else ""
    if configured and not public_base:
        st.warning(
            t._(
                "{setting} is not an http:// or https:// address: {value!r}. "
                "The link uses this browser's address instead."
            ).format(setting=PUBLIC_URL_ENV, value=configured),
            icon=":material/warning:",
        )
    if (public_base or getattr(st.context, "url", None)) and is_local(url):
        st.warning(
            t._(
                "This link points to {host}, which on a phone means the phone "
                "itself: students cannot open it. Start the app with {setting} "
                "set to an address they can reach, such as this computer's "
                "network address (see the README)."
            ).format(host=urlsplit(url).hostname, setting=PUBLIC_URL_ENV),
            icon=":material/warning:",
        )


def share_box(settings: Settings, page_path: str, top: DeltaGenerator | None = None) -> None:
    """The link and QR code of the current page: large in `top` when presenting, else folded."""
    t = settings.t
    url = link_here(st.query_params.to_dict(), page_path)
    presenting = is_presenting() and top is not None
    target = top if presenting and top is not None else st.container()
    with (
        target,
        st.expander(t._("Follow on your phone"), expanded=presenting, icon=":material/qr_code_2:"),
    ):
        picture, words = st.columns([1, 2]) if presenting else (st.container(), st.container())
        picture.html(
            qr_html(url, 300 if presenting else 180, t._("QR code of this page"), too_long(t))
        )
        with words:
            st.code(url, language=None)
            address_warnings(settings, url)
