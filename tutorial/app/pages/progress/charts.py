"""The pictures of "My progress": the mastery map (game × rule-card section) and 30 days of practice.

Pure figure builders, so tests can read every number in them. Plotly cannot select a heat
map's cell, so a layer of invisible square markers lies over the cells: it holds the due counts,
the hover text and `[game, section, due, answered]` as custom data, which a click hands back.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from datetime import date

import plotly.graph_objects as go
from babel.dates import format_skeleton

from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.store.records import SectionMastery
from tutorial.words.i18n import Translator

# Mastery of a practised section from 0 (not known) to 1 (known and lasting): light red,
# through amber, to green. Sections never practised stay grey.
SCALE = [[0.0, "#f3c4bd"], [0.35, "#f6c453"], [0.7, "#8fc56b"], [1.0, "#1f8a4c"]]
UNPRACTISED = "#e8eaee"


def _sections() -> list[str]:
    return sorted({s for sections in CARD_SECTIONS.values() for s in sections})


def _label(title: str) -> str:
    """A game's title over its column, broken at spaces so three columns fit on a phone."""
    return title.replace(" ", "<br>")


def mastery_figure(mastery: Mapping[tuple[str, str], SectionMastery], t: Translator) -> go.Figure:
    """A heat map: one column per game, one row per section; colour = mastery, text = due.

    Sections run down the page, so the map stays readable on a phone held upright."""
    sections = _sections()
    games = [info for info in GAME_INFO if info.key in CARD_SECTIONS]
    columns = [_label(t._(info.title)) for info in games]
    rows = [f"§{section}" for section in sections]
    z: list[list[float | None]] = []  # mastery where practised, else a gap
    known: list[list[float | None]] = []  # 0 wherever the game has the section: the grey layer
    cells: list[tuple[str, str, str, list[str | int | float]]] = []
    for section, row in zip(sections, rows, strict=True):
        row_z: list[float | None] = []
        row_known: list[float | None] = []
        for info, column in zip(games, columns, strict=True):
            if section not in CARD_SECTIONS[info.key]:
                row_z.append(None)
                row_known.append(None)
                continue
            cell = mastery.get((info.key, section))
            value = cell.mastery if cell else 0.0
            due = cell.due if cell else 0
            answered = cell.answered if cell else 0
            row_z.append(value if answered else None)
            row_known.append(0.0)
            cells.append(
                (column, row, str(due) if due else "", [info.key, section, due, answered, value])
            )
        z.append(row_z)
        known.append(row_known)
    hover = (
        "%{x} %{y}<br>"
        + t._("Mastery")
        + ": %{customdata[4]:.0%}<br>"
        + t._("Due for review")
        + ": %{customdata[2]}<br>"
        + t._("Puzzles answered")
        + ": %{customdata[3]}<extra></extra>"
    )
    grey = go.Heatmap(
        z=known, x=columns, y=rows, hoverinfo="skip", showscale=False, xgap=3, ygap=3,
        colorscale=[[0, UNPRACTISED], [1, UNPRACTISED]],
    )  # fmt: skip
    figure = go.Figure(grey)
    figure.add_trace(
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
            colorbar={
                "title": {"text": t._("Mastery"), "side": "top"},
                "tickformat": ".0%",
                "orientation": "h",
                "thickness": 10,
                "y": -0.02,
                "yanchor": "top",
            },
        )
    )
    same = {"marker": {"opacity": 1}, "textfont": {"color": "#1b1b1b"}}
    figure.add_trace(
        go.Scatter(
            x=[c[0] for c in cells],
            y=[c[1] for c in cells],
            text=[c[2] for c in cells],
            customdata=[c[3] for c in cells],
            mode="markers+text",
            marker={"symbol": "square", "size": 28, "color": "rgba(0,0,0,0)"},
            textfont={"size": 15, "color": "#1b1b1b"},
            hovertemplate=hover,
            selected=same,
            unselected=same,
            showlegend=False,
        )
    )
    figure.update_layout(
        margin={"l": 8, "r": 8, "t": 8, "b": 8},
        height=140 + 34 * len(rows),
        xaxis={"type": "category", "side": "top", "fixedrange": True, "showgrid": False},
        yaxis={
            "type": "category",
            "autorange": "reversed",
            "fixedrange": True,
            "showgrid": False,
        },
        clickmode="event+select",
        dragmode=False,
    )
    return figure


def activity_figure(days: Sequence[tuple[date, int]], lang: str, t: Translator) -> go.Figure:
    """Answers per day, oldest first, today last."""
    labels = [format_skeleton("MMMd", day, locale=lang) for day, _n in days]  # "1. Dez."
    ticks = labels[::-5][::-1]  # every fifth day, ending today
    most = max((n for _day, n in days), default=0)
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
        yaxis={
            "title": {"text": t._("Answers")},
            "rangemode": "tozero",
            "dtick": max(1, math.ceil(most / 4)),  # whole answers only
            "fixedrange": True,
        },
        bargap=0.25,
    )
    return figure
