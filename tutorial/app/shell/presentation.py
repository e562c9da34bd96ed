"""Presentation mode for a projector (`?present=1`).

In presentation mode the sidebar, header and toolbar are hidden, type and cards are large enough
to read from the back of a room, and the arrow keys move through lesson sections and replay steps
(the pages' Previous/Next buttons carry the shortcuts; `keyboard.py` keeps them working after a
click). At the top sits a large QR code of the current page (`share.py`), so students can open
the same lesson, puzzle or step on their own phones.
"""

from __future__ import annotations

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from tutorial.app.shell.state import Settings

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
.st-key-present_share code { font-size: 1.3rem !important; }
</style>
"""


def is_presenting() -> bool:
    return st.query_params.get(PRESENT) in ("1", "true", "yes")


def _start() -> None:
    st.query_params[PRESENT] = "1"


def _stop() -> None:
    if PRESENT in st.query_params:
        del st.query_params[PRESENT]


def presentation_controls(settings: Settings) -> DeltaGenerator | None:
    """The switch into presentation mode (sidebar) or out of it (page top), plus its styles.

    When presenting, returns the slot at the top of the page that the share box fills once the
    page has set its link parameters.
    """
    t = settings.t
    if not is_presenting():
        st.sidebar.button(
            t._("Presentation mode"),
            key="present_start",
            on_click=_start,
            icon=":material/slideshow:",
        )
        return None
    st.html(PRESENT_CSS)
    st.button(
        t._("Leave presentation mode"),
        key="present_stop",
        on_click=_stop,
        icon=":material/close_fullscreen:",
    )
    return st.container(key="present_share")
