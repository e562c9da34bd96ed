"""The cheat sheet page (`/sheet?game=&lang=`): one printable page per game and language.

The sheet is the same HTML the PDF is printed from (`tutorial.sheets`); print CSS hides the app
around it, so the browser's Print gives one clean page. The PDF is made only on request, because
WeasyPrint takes about a second.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.state import Settings, remember_game
from tutorial.content.catalog import GAME_INFO
from tutorial.sheets.page import sheet_fragment, sheet_games

# When printing, only the sheet is left: no sidebar, header, controls, banners or share box.
PRINT_CSS = """
<style>
@media print {
  [data-testid="stSidebar"], [data-testid="stHeader"], [data-testid="stToolbar"],
  [data-testid="stAlert"], [data-testid="stExpander"], .st-key-sheet_controls {
    display: none !important;
  }
}
</style>
"""


@st.cache_data(show_spinner=False, max_entries=12)
def _pdf(game: str, lang: str) -> bytes:
    from tutorial.sheets.pdf import sheet_pdf

    return sheet_pdf(game, lang)


def render(settings: Settings) -> None:
    t = settings.t
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    with st.container(key="sheet_controls"):
        game = st.segmented_control(
            t._("Cheat sheet for"),
            sheet_games(),
            default=settings.game if settings.game in sheet_games() else sheet_games()[0],
            required=True,
            format_func=titles.get,
            key="sheet_game",
        )
        game = game or settings.game
        remember_game(game)
        st.query_params["game"] = game
        st.caption(
            t._("Print this page from the browser (Ctrl+P), or download it as a PDF of one page.")
        )
        if st.button(t._("Make the PDF"), icon=":material/picture_as_pdf:", key="sheet_make_pdf"):
            st.session_state["sheet_pdf_for"] = (game, settings.lang)
        if st.session_state.get("sheet_pdf_for") == (game, settings.lang):
            st.download_button(
                t._("Download the PDF"),
                _pdf(game, settings.lang),
                file_name=f"kartenschule-{game}-{settings.lang}.pdf",
                mime="application/pdf",
                icon=":material/download:",
                key="sheet_download",
            )
    st.html(PRINT_CSS)
    st.html(sheet_fragment(game, settings.lang))
