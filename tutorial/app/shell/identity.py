"""Who is here, without passwords: the signed-in user, a personal link, the cookie, or someone new.

In this order, once per session (then the token is kept in the session):
1. Streamlit's built-in login (`st.login`, OpenID Connect), when configured and signed in: the
   user's issuer and `sub` claim name their learner.
2. A personal link `?learner=<token>` ("continue on another device"): adopted when the token is
   known, else a warning and the visit goes on as before. The parameter is removed from the
   address at once, so a screenshot or a shared link of the page never carries it.
3. The cookie `kartenschule_learner`, which this module writes from the page (Streamlit reads
   cookies but cannot set them) and the browser sends with the next visit.
4. Otherwise a new learner with a fresh unguessable token.

A new visitor's token is *pending*: it has no row in the database until the visit keeps
something (an answer, a section read, a class joined: `Memory.call`, `Memory.ensure`), so a
visit that only looks, or a script that tries class codes without cookies, leaves no learner
behind. The cookie carries a pending token too, and the next visit goes on with it.
"""

from __future__ import annotations

import json

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.store.repository import Store, is_token, new_token

COOKIE = "kartenschule_learner"
LINK = "learner"  # the personal link's URL parameter
TOKEN = "memory_token"  # session key: the learner's token
SUBJECT = "memory_subject"  # session key: the signed-in user the token belongs to
PENDING = "memory_pending"  # session key: the token has no learner row yet
COOKIE_MAX_AGE = 400 * 24 * 3600  # seconds; browsers keep a cookie at most about 400 days


def signed_in() -> tuple[str, str | None] | None:
    """The signed-in user's subject (issuer + `sub`) and display name, or None."""
    info = st.user.to_dict()
    if not info.get("is_logged_in"):
        return None
    subject = str(info.get("sub") or info.get("email") or "")
    if not subject:
        return None
    issuer = str(info.get("iss") or "")
    name = info.get("name") or info.get("email")
    return f"{issuer}|{subject}"[:255], (str(name)[:80] if name else None)


def _from_link(store: Store, settings: Settings) -> str | None:
    """The token of a personal link in the address (removed from it), if it names a learner."""
    token = st.query_params.get(LINK)
    if token is None:
        return None
    del st.query_params[LINK]
    if store.learner(token) is not None:
        return token
    st.warning(
        settings.t._(
            "This personal link does not belong to anyone (its progress may have been "
            "deleted). You carry on as before."
        ),
        icon=":material/link_off:",
    )
    return None


def browser_cookie() -> str | None:
    """The learner token the browser sent with this visit (None on a first visit)."""
    return st.context.cookies.get(COOKIE)


def _from_cookie(store: Store) -> tuple[str, bool] | None:
    """The cookie's token and whether it is still pending (no learner has it yet), or None."""
    token = browser_cookie()
    if not is_token(token):
        return None
    return token, store.learner(token) is None


def learner_token(store: Store, settings: Settings) -> str:
    """The token of the learner using this session; may create the learner. Raises
    `StoreUnavailable` when the database fails on the way."""
    user = signed_in()
    if user is not None:
        if LINK in st.query_params:
            del st.query_params[LINK]  # a signed-in user is who they signed in as
        if st.session_state.get(SUBJECT) != user[0] or TOKEN not in st.session_state:
            st.session_state[TOKEN] = store.learner_for_subject(*user).token
            st.session_state[SUBJECT] = user[0]
            st.session_state[PENDING] = False
        return str(st.session_state[TOKEN])
    linked = _from_link(store, settings)
    if linked is not None:
        st.session_state[TOKEN] = linked
        st.session_state[PENDING] = False
    if TOKEN not in st.session_state:
        token, pending = _from_cookie(store) or (new_token(), True)
        st.session_state[TOKEN] = token
        st.session_state[PENDING] = pending
    st.session_state.pop(SUBJECT, None)
    return str(st.session_state[TOKEN])


def is_pending() -> bool:
    """Whether this session's learner token has no row in the database yet."""
    return bool(st.session_state.get(PENDING, False))


def settled() -> None:
    """The session's learner now has a row (made by `Memory.ensure` or a class join)."""
    st.session_state[PENDING] = False


def keep_cookie(token: str) -> None:
    """Write the cookie when the browser does not hold this learner's token yet (it sent another,
    or none). Drawn at the end of the page, where the empty element takes no room."""
    if token and signed_in() is None and browser_cookie() != token:
        write_cookie(token)


def drop_learner() -> None:
    """Forget who this session's learner is (gone, or forgotten): the next run starts afresh."""
    st.session_state.pop(TOKEN, None)
    st.session_state.pop(SUBJECT, None)
    st.session_state.pop(PENDING, None)


def cookie_script(token: str, max_age: int = COOKIE_MAX_AGE, name: str = COOKIE) -> str:
    """A script that sets (or, with max_age 0, deletes) the learner cookie (or the cookie `name`)
    for the whole site."""
    value = f"{name}={token}; path=/; max-age={max_age}; SameSite=Lax"
    return f"<script>document.cookie = {json.dumps(value)};</script>"


def write_cookie(token: str, max_age: int = COOKIE_MAX_AGE, name: str = COOKIE) -> None:
    """Have the browser remember `token` for its next visit (until the cookie is set again)."""
    st.html(cookie_script(token, max_age, name), unsafe_allow_javascript=True)
