"""Card pictures in Streamlit: showing cards, and picking one by clicking its picture.

A picker is an `st.pills` whose labels are Markdown images of our SVG cards; page-wide CSS
(`CARD_CSS`, keyed on the `st-key-picker_*` container class) lets the pictures grow to card size. The accessible name of each option is the card's
spoken name (the image's alt text), which screen readers and browser tests rely on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.content.card_art import card_data_uri, card_img_html
from tutorial.games.cards import Card, parse_card
from tutorial.games.registry import spec_of
from tutorial.words.card_names import card_name
from tutorial.words.i18n import Translator

PICKER_HEIGHT_PX = 68

CARD_CSS = f"""
<style>
[class*="st-key-picker_"] [role="radiogroup"], [class*="st-key-picker_"] [role="toolbar"] {{
  display: grid !important; grid-template-columns: repeat(8, max-content); gap: 4px; }}
[class*="st-key-picker_tc_"] [role="radiogroup"], [class*="st-key-picker_tc_"] [role="toolbar"] {{
  grid-template-columns: repeat(5, max-content); }}
[class*="st-key-picker_"] button {{ height: auto !important; min-height: 0 !important;
  padding: 2px !important; border-radius: 8px !important; }}
[class*="st-key-picker_"] button p {{ margin: 0; }}
[class*="st-key-picker_"] img {{ height: {PICKER_HEIGHT_PX}px !important; max-height: none !important;
  width: auto !important; display: block; }}
[class*="st-key-picker_"] button[aria-checked="true"], [class*="st-key-picker_"] button[aria-pressed="true"] {{
  outline: 3px solid #d33; outline-offset: 1px; }}
[class*="st-key-picker_answer_"] [role="radiogroup"], [class*="st-key-picker_answer_"] [role="toolbar"] {{
  display: flex !important; flex-wrap: wrap; }}
[class*="st-key-picker_answer_"] button {{ max-width: 100%; min-width: 44px; min-height: 44px !important;
  padding: 2px 8px !important; }}
[class*="st-key-picker_answer_"] button:has(img) {{ padding: 2px !important; }}
[class*="st-key-picker_answer_"] button *, [class*="st-key-picker_answer_"] button p {{
  white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
  text-align: left; }}
@media (max-width: 640px) {{
  [class*="st-key-picker_"] [role="radiogroup"], [class*="st-key-picker_"] [role="toolbar"] {{
    grid-template-columns: repeat(8, minmax(0, 1fr)); gap: 2px; margin: 0 -0.5rem; }}
  [class*="st-key-picker_tc_"] [role="radiogroup"], [class*="st-key-picker_tc_"] [role="toolbar"] {{
    grid-template-columns: repeat(5, minmax(44px, 60px)); }}
  [class*="st-key-picker_answer_"] [role="radiogroup"], [class*="st-key-picker_answer_"] [role="toolbar"] {{
    margin: 0; }}
  [class*="st-key-picker_"] button {{ min-width: 0 !important; min-height: 44px !important; }}
  [class*="st-key-picker_"] img {{ height: auto !important; width: 100% !important;
    min-height: 54px; object-fit: contain; }}
  [class*="st-key-picker_answer_"] img {{ height: 54px !important; width: auto !important; }} }}
.st-key-replay_steps > * {{ flex: 1 1 0 !important; min-width: 0; }}
.st-key-replay_steps button {{ min-height: 48px !important; }}
.st-key-replay_steps button [data-testid="stIconMaterial"],
.st-key-replay_steps button span:has(> [data-testid="stIconMaterial"]) {{ font-size: 1.75rem;
  width: auto !important; height: auto !important; }}
.cards-row {{ display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; margin: 6px 0; }}
.cards-row figure {{ margin: 0; text-align: center; }}
.cards-row figcaption {{ font-size: 0.9rem; opacity: 0.8; }}
img.card {{ height: 120px; width: auto; }}
img.card.small {{ height: 64px; }}
img.card.inline {{ height: 2.6em; vertical-align: middle; margin: 0 0.1em; }}
span.glossary {{ text-decoration: underline dotted; cursor: help; position: relative; }}
span.glossary:focus {{ outline: 2px solid #c9a227; outline-offset: 1px; border-radius: 2px; }}
span.glossary .glossary-tip {{ display: none; position: absolute; left: 0; top: 1.6em; z-index: 50;
  width: max-content; max-width: min(24rem, 80vw); padding: 0.5em 0.75em; border-radius: 6px;
  background: #1f2937; color: #fff; font-size: 0.95rem; font-weight: 400; line-height: 1.4;
  white-space: normal; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25); }}
span.glossary:hover .glossary-tip, span.glossary:focus .glossary-tip,
span.glossary:focus-within .glossary-tip {{ display: block; }}
@media (max-width: 640px) {{ span.glossary .glossary-tip {{ position: fixed; left: 0.75rem;
  right: 0.75rem; top: auto; bottom: 0.75rem; width: auto; max-width: none; }} }}
div.variant, div.tip, div.note, div.example {{ border-left: 4px solid #c9a227; padding: 0.2em 1em;
  margin: 0.8em 0; background: rgba(201, 162, 39, 0.08); border-radius: 4px; }}
div.tip {{ border-color: #2e8b57; background: rgba(46, 139, 87, 0.08); }}
div.keyrules {{ border: 2px solid #3b6ea5; border-radius: 8px; padding: 0.4em 1.1em 0.2em;
  margin: 1.4em 0 0.8em; background: rgba(59, 110, 165, 0.07); }}
div.keyrules p.keyrules-title {{ font-weight: 700; margin: 0.2em 0 0.3em; color: #3b6ea5;
  text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.9rem; }}
dl.glossary dt {{ font-weight: 700; margin-top: 0.8em; }}
div.seat {{ font-size: 1rem; margin: 0.4em 0; }}
[class*="st-key-game_"] h3 {{ font-size: 1.3rem; word-break: normal; overflow-wrap: normal;
  hyphens: auto; }}
@media (max-width: 640px) {{ img.card {{ height: 84px; }} }}
/* A page link's label wraps instead of being cut at the screen's edge (the home page's
   "Start here: …" on a 390 px phone in Russian and Portuguese). */
[data-testid="stPageLink-NavLink"] span:has(> [data-testid="stMarkdownContainer"]),
[data-testid="stPageLink-NavLink"] [data-testid="stMarkdownContainer"],
[data-testid="stPageLink-NavLink"] p {{ white-space: normal !important; overflow: visible !important; }}
/* The buttons with an arrow icon and an arrow-key shortcut showed the arrow twice (the icon,
   then Streamlit's shortcut hint): the icon says it; the key works all the same. */
.st-key-lesson_prev kbd, .st-key-lesson_next kbd, .st-key-quiz_next kbd, .st-key-review_next kbd,
.st-key-replay_prev kbd, .st-key-replay_next kbd {{ display: none !important; }}
</style>
"""


def inject_card_css() -> None:
    """Page-wide styles for card pictures (a style-only `st.html` takes no space)."""
    st.html(CARD_CSS)


def pick_card(
    label: str,
    cards: Sequence[Card],
    key: str,
    settings: Settings,
    default: Card | None = None,
) -> Card | None:
    """Let the reader click one card picture; returns the chosen card or None."""
    names = {c.code: card_name(c, settings.lang, settings.skin) for c in cards}
    uris = {c.code: card_data_uri(c, settings.skin, settings.four_colour) for c in cards}
    with st.container(key=f"picker_{key}"):
        code = st.pills(
            label,
            [c.code for c in cards],
            key=key,
            default=default.code if default is not None else None,
            format_func=lambda c: f"![{names[c]}]({uris[c]})",
        )
    return parse_card(code) if code else None


def cards_row_html(
    cards: Sequence[Card],
    settings: Settings,
    captions: Sequence[str] | None = None,
    small: bool = False,
) -> str:
    """A row of card pictures with optional captions under each, as one HTML block.

    Cards beyond the captions given go without one, so a short list never breaks the row.
    """
    figures = []
    css_class = "card small" if small else "card"
    captions = list(captions or ())
    for i, c in enumerate(cards):
        img = card_img_html(c, settings.skin, settings.four_colour, settings.lang, css_class)
        caption = (
            f"<figcaption>{html.escape(captions[i])}</figcaption>" if i < len(captions) else ""
        )
        figures.append(f"<figure>{img}{caption}</figure>")
    return f'<div class="cards-row">{"".join(figures)}</div>'


def trick_captions(count: int, game: str, t: Translator) -> list[str]:
    """Who played each card of a trick, in table order: led, answered (or 2nd, 3rd, 4th)."""
    if spec_of(game).players == 2:
        return [t._("led"), t._("answered")][:count]
    later = [t._("2nd card"), t._("3rd card"), t._("4th card")]
    return [t._("led"), *later][:count]
