"""The pictures of "My progress": the mastery map (game × rule-card section) and 30 days of practice.

Pure figure builders, so tests can read every number in them. Plotly cannot select a heat
map's cell, so a layer of invisible square markers lies over the cells: it holds the due counts,
the hover text and `[game, section, due, answered]` as custom data, which a click hands back.
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
        + ": %{customdata[4]:.0%}<br>"
        + t._("Due for review")
        + ": %{customdata[2]}<br>"
        + t._("Puzzles answered")
        + ": %{customdata[3]}<extra></extra>"
    )
    rows = [t._(info.title) for info in games]
    figure = go.Figure(
        go.Heatmap(
            z=z,
            x=columns,
            y=rows,
            hoverinfo="skip",
            colorscale=SCALE,
            zmin=0,
            zmax=1,
            xgap=3,
            ygap=3,
            colorbar={"title": {"text": t._("Mastery")}, "tickformat": ".0%", "thickness": 12},
        )
    )
    cells = [
        (row, column, text[i][j], [*custom[i][j], z[i][j]])
        for i, row in enumerate(rows)
        for j, column in enumerate(columns)
        if z[i][j] is not None
    ]
    same = {"marker": {"opacity": 1}, "textfont": {"color": "#1b1b1b"}}
    figure.add_trace(
        go.Scatter(
            x=[c[1] for c in cells],
            y=[c[0] for c in cells],
            text=[c[2] for c in cells],
            customdata=[c[3] for c in cells],
            mode="markers+text",
            marker={"symbol": "square", "size": 34, "color": "rgba(0,0,0,0)"},
            textfont={"size": 15, "color": "#1b1b1b"},
            hovertemplate=hover,
            selected=same,
            unselected=same,
            showlegend=False,
        )
    )
    figure.update_layout(
        margin={"l": 8, "r": 8, "t": 8, "b": 8},
        height=100 + 70 * len(games),
        xaxis={"type": "category", "title": {"text": t._("Section")}, "side": "top"},
        yaxis={"type": "category", "autorange": "reversed", "automargin": True},
        clickmode="event+select",
        dragmode=False,
    )
    return figure


def activity_figure(days: Sequence[tuple[date, int]], lang: str, t: Translator) -> go.Figure:
    """Answers per day, oldest first, today last."""
    labels = [format_date(day, "d MMM", locale=lang) for day, _n in days]
    ticks = labels[::-5][::-1]  # every fifth day, ending today
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
        xaxis={"type": "category", "tickvals": ticks},
        yaxis={"title": {"text": t._("Answers")}, "rangemode": "tozero", "tickformat": "d"},
        bargap=0.25,
    )
    return figure
