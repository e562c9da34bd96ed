"""Presentation mode for a projector (`?present=1`), and the link a class can follow on its phones.

In presentation mode the sidebar, header and toolbar are hidden, type and cards are large enough
to read from the back of a room, and the arrow keys move through lesson sections and replay steps
(the pages' Previous/Next buttons carry the shortcuts). A QR code of the current page, without
presentation mode, lets students open the same lesson, puzzle or step on their own devices.
"""

from __future__ import annotations

import base64
import html
import io
from urllib.parse import urlencode, urlsplit, urlunsplit

import segno
import streamlit as st

from tutorial.app.state import Settings

PRESENT = "present"

PRESENT_CSS = """
<style>
[data-testid="stSidebar"], [data-testid="stSidebarCollapsedControl"],
header[data-testid="stHeader"], [data-testid="stToolbar"] { display: none !important; }
.stApp p, .stApp li, .stApp label, .stApp td, .stApp th, .stApp dd, .stApp dt,
.stApp [data-testid="stCaptionContainer"], div.seat { font-size: 1.45rem !important; line-height: 1.45 !important; }
.stApp h1 { font-size: 3.2rem !important; } .stApp h2 { font-size: 2.4rem !important; }
.stApp h3 { font-size: 2rem !important; }
.block-container, [data-testid="stMainBlockContainer"] { max-width: 96vw !important;
  padding-top: 1.5rem !important; }
img.card { height: 200px !important; }
img.card.small { height: 120px !important; }
img.card.inline { height: 2.4em !important; }
[class*="st-key-picker_"] img { height: 110px !important; }
</style>
"""


def is_presenting() -> bool:
    return st.query_params.get(PRESENT) in ("1", "true", "yes")


def _start() -> None:
    st.query_params[PRESENT] = "1"


def _stop() -> None:
    if PRESENT in st.query_params:
        del st.query_params[PRESENT]


def share_url() -> str:
    """This page's address with its deep-link parameters, without presentation mode."""
    base = getattr(st.context, "url", None) or "http://localhost:8501/"
    parts = urlsplit(base)
    query = {k: v for k, v in st.query_params.to_dict().items() if k != PRESENT}
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(query), ""))


def qr_data_uri(text: str) -> str:
    """A QR code of `text` as an SVG data URI (drawn by segno; no network needed)."""
    buffer = io.BytesIO()
    segno.make(text, error="m").save(
        buffer, kind="svg", scale=6, border=2, dark="#111", light="#fff"
    )
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def share_box(settings: Settings) -> None:
    """The link and QR code of the current page, for students to follow."""
    t = settings.t
    url = share_url()
    alt = html.escape(t._("QR code of this page"))
    with st.expander(t._("Follow on your phone"), expanded=is_presenting()):
        st.html(
            f'<div class="share"><img class="qr" alt="{alt}" '
            f'src="{qr_data_uri(url)}" style="width:180px;height:180px"/></div>'
        )
        st.code(url, language=None)


def presentation_controls(settings: Settings) -> None:
    """The switch into presentation mode (sidebar) or out of it (page top), plus its styles."""
    t = settings.t
    if is_presenting():
        st.html(PRESENT_CSS)
        st.button(t._("Leave presentation mode"), key="present_stop", on_click=_stop)
    else:
        st.sidebar.button(t._("📽 Presentation mode"), key="present_start", on_click=_start)
