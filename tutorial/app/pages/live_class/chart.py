"""The projector's live chart: how many students gave each answer, coloured once revealed."""

from __future__ import annotations

import html

import plotly.graph_objects as go

WAITING = "#8c8c8c"
RIGHT = "#2e7d32"
WRONG = "#c62828"


def answers_figure(
    counts: dict[str, int],
    labels: dict[str, str],
    right: set[str] | None,
    title: str,
    order: tuple[str, ...] = (),
) -> go.Figure:
    """One bar per answer (every offered choice, then any other answer given); `right` is None
    until the reveal, then the answers the engine accepts are green and the others red."""
    answers = [*order, *sorted(a for a in counts if a not in order)]
    colours = [
        WAITING if right is None else (RIGHT if answer in right else WRONG) for answer in answers
    ]
    figure = go.Figure(
        go.Bar(
            x=[html.escape(labels.get(a, a)) for a in answers],
            y=[counts.get(a, 0) for a in answers],
            marker_color=colours,
            text=[counts.get(a, 0) for a in answers],
            textposition="outside",
            hoverinfo="skip",
        )
    )
    top = max([*counts.values(), 1])
    figure.update_layout(
        title=title, height=280, margin={"l": 10, "r": 10, "t": 40, "b": 10},
        font={"size": 18},  # read from the back of the room
        xaxis={"tickfont": {"size": 22}},
        yaxis={"range": [0, top * 1.25 + 0.5], "dtick": max(1, top // 5)}, showlegend=False,
    )  # fmt: skip
    return figure
