"""The link and QR code that open a puzzle set on a student's phone (`/puzzles?set=<uid>`)."""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.share import address_warnings, page_url, qr_html, too_long
from tutorial.app.shell.state import Settings


def set_link_box(uid: str, settings: Settings) -> None:
    """The set's link for students (practice on their own, answers in their own progress)."""
    t = settings.t
    url = page_url("puzzles", {"set": uid})
    with st.expander(t._("Share with students: link and QR code"), icon=":material/qr_code_2:"):
        picture, words = st.columns([1, 2], vertical_alignment="center")
        picture.html(qr_html(url, 180, t._("QR code of the puzzle set"), too_long(t)))
        words.markdown(
            t._(
                "Students who open this link practise the set on their own; their answers go "
                "into their own progress and review queue. Another teacher can copy the set."
            )
        )
        st.code(url, language=None)
        address_warnings(settings, url)
