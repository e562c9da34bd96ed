"""The learner's own corner of the sidebar: continue on another device, or be forgotten.

The personal link is this page's address plus `?learner=<token>`, with its QR code, at the
public address when one is set (`share.py`). Whoever opens it continues as this learner, so the
text says to keep it private. "Forget me" asks first (a dialog), then deletes the learner and
every row about them; the visit goes on as a new learner with a new cookie.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.identity import LINK, drop_learner, signed_in
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.share import link_here, qr_html, too_long
from tutorial.app.shell.state import Settings
from tutorial.store.repository import Store, StoreUnavailable

FORGOTTEN = "memory_forgotten"  # session key: say once that the learner was forgotten
ASKING = "memory_forget_asking"  # session key: the "Forget me?" dialog is open


def personal_link(token: str, page_path: str) -> str:
    """This page's link that makes whoever opens it this learner."""
    return link_here({**st.query_params.to_dict(), LINK: token}, page_path)


def _forget(memory: Memory) -> None:
    memory.call(Store.forget, False)
    drop_learner()
    st.session_state[FORGOTTEN] = True


def _ask() -> None:
    st.session_state[ASKING] = True


def _stop_asking() -> None:
    st.session_state.pop(ASKING, None)


def _ask_to_forget(settings: Settings, memory: Memory) -> None:
    t = settings.t

    def body() -> None:
        st.markdown(
            t._(
                "This deletes everything remembered about you: your answers, review schedule, "
                "sections read and replay predictions, on every device that uses your link. "
                "It cannot be undone."
            )
        )
        yes, no = st.columns(2)
        if yes.button(
            t._("Delete my progress"),
            key="forget_confirm",
            type="primary",
            icon=":material/delete_forever:",
        ):
            _stop_asking()
            _forget(memory)
            st.rerun()
        if no.button(t._("Cancel"), key="forget_cancel"):
            _stop_asking()
            st.rerun()

    st.dialog(t._("Forget me?"), on_dismiss=_stop_asking)(body)()


def _continue_elsewhere(settings: Settings, memory: Memory, page_path: str, opened: bool) -> None:
    t = settings.t
    user = signed_in()
    if user is not None:
        st.caption(
            t._("Signed in as {name}. Sign in on another device to continue there.").format(
                name=user[1] or "…"
            )
        )
        st.button(t._("Sign out"), key="sign_out", icon=":material/logout:", on_click=st.logout)
        return
    if not memory.lasting:
        st.caption(t._("Your progress is not being saved right now, so there is no link yet."))
        return
    if not opened:
        return  # the link is made when asked for: it makes a first visitor's learner row
    try:
        token = memory.ensure()  # the link must name a learner the other device can find
    except StoreUnavailable:
        st.caption(t._("Your progress is not being saved right now, so there is no link yet."))
        return
    url = personal_link(token, page_path)
    st.caption(
        t._(
            "Open this link or scan the code on another device to carry on there with the same "
            "progress. Keep it to yourself: whoever opens it can see and change your progress."
        )
    )
    st.html(qr_html(url, 160, t._("QR code of your personal link"), too_long(t)))
    st.code(url, language=None, wrap_lines=True)


def me_box(settings: Settings, memory: Memory, page_path: str) -> None:
    """The sidebar's personal link and QR code, and "Forget me" with a confirmation."""
    t = settings.t
    if st.session_state.pop(FORGOTTEN, False):
        st.toast(t._("Your progress is deleted: you start afresh."), icon=":material/check:")
    with st.sidebar:
        st.divider()
        with st.expander(
            t._("Continue on another device"), icon=":material/devices:", key="me_link",
            on_change="rerun",
        ) as box:  # fmt: skip
            _continue_elsewhere(settings, memory, page_path, bool(box.open))
        if memory.store is not None:
            st.button(
                t._("Forget me"), key="forget_me", icon=":material/person_remove:", on_click=_ask
            )
    if st.session_state.get(ASKING) and memory.store is not None:
        _ask_to_forget(settings, memory)
