"""The pictures of "My progress": the mastery map (game × rule-card section) and 30 days of practice.

Pure figure builders, so tests can read every number in them. Each cell of the map carries
`[game, section]` as custom data, which is what a click hands back to the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

import plotly.graph_objects as go
from babel.dates import format_date

from tutorial.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.i18n import Translator
from tutorial.store.records import SectionMastery

# Mastery from 0 (not yet known) to 1 (known and lasting): pale, through amber, to green.
SCALE = [[0.0, "#eef0f3"], [0.35, "#f6c453"], [0.7, "#8fc56b"], [1.0, "#1f8a4c"]]


def _columns() -> list[str]:
    return sorted({s for sections in CARD_SECTIONS.values() for s in sections})


def mastery_figure(mastery: Mapping[tuple[str, str], SectionMastery], t: Translator) -> go.Figure:
    """A heat map: one row per game, one column per section; colour = mastery, text = due."""
    columns = _columns()
    games = [info for info in GAME_INFO if info.key in CARD_SECTIONS]
    z: list[list[float | None]] = []
    text: list[list[str]] = []
    custom: list[list[list[str | int]]] = []
    for info in games:
        row_z, row_text, row_custom = [], [], []
        for section in columns:
            cell = mastery.get((info.key, section))
            known = section in CARD_SECTIONS[info.key]
            row_z.append(cell.mastery if known and cell else (0.0 if known else None))
            due = cell.due if known and cell else 0
            row_text.append(str(due) if due else "")
            answered = cell.answered if known and cell else 0
            row_custom.append([info.key, section, due, answered])
        z.append(row_z)
        text.append(row_text)
        custom.append(row_custom)
    hover = (
        "%{y} §%{x}<br>"
        + t._("Mastery")
        + ": %{z:.0%}<br>"
        + t._("Due for review")
        + ": %{customdata[2]}<br>"
        + t._("Puzzles answered")
        + ": %{customdata[3]}<extra></extra>"
    )
    figure = go.Figure(
        go.Heatmap(
            z=z,
            x=columns,
            y=[t._(info.title) for info in games],
            text=text,
            texttemplate="%{text}",
            textfont={"size": 15},
            customdata=custom,
            hovertemplate=hover,
            colorscale=SCALE,
            zmin=0,
            zmax=1,
            xgap=3,
            ygap=3,
            hoverongaps=False,
            colorbar={"title": {"text": t._("Mastery")}, "tickformat": ".0%", "thickness": 12},
        )
    )
    figure.update_layout(
        margin={"l": 8, "r": 8, "t": 8, "b": 8},
        height=100 + 70 * len(games),
        xaxis={"type": "category", "title": {"text": t._("Section")}, "side": "top"},
        yaxis={"type": "category", "autorange": "reversed", "automargin": True},
        clickmode="event+select",
    )
    return figure


def activity_figure(days: Sequence[tuple[date, int]], lang: str, t: Translator) -> go.Figure:
    """Answers per day, oldest first, today last."""
    labels = [format_date(day, "d MMM", locale=lang) for day, _n in days]
    figure = go.Figure(
        go.Bar(
            x=labels,
            y=[n for _day, n in days],
            marker_color="#1f8a4c",
            hovertemplate="%{x}: %{y}<extra></extra>",
        )
    )
    figure.update_layout(
        margin={"l": 8, "r": 8, "t": 8, "b": 8},
        height=220,
        xaxis={"type": "category", "tickangle": -45},
        yaxis={"title": {"text": t._("Answers")}, "rangemode": "tozero", "dtick": None},
        bargap=0.25,
    )
    return figure
