"""The pieces a cheat sheet is built from, as HTML: a block with a heading, a paragraph, a list, a
table with numbers right-aligned, a row of ranks. Every text is escaped here."""

from __future__ import annotations

from html import escape


def block(title: str, body: str) -> str:
    return f'<div class="ks-block"><h2>{escape(title)}</h2>{body}</div>'


def para(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def table(head: list[str], rows: list[list[tuple[str, bool]]]) -> str:
    """A table; each cell is (text, is_number), numbers right-aligned and bold."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="ks-num">{escape(text)}</td>' if number else f"<td>{escape(text)}</td>"
            for text, number in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{th}</tr>{body}</table>"


def rank_row(ranks: tuple, lang: str) -> str:
    return '<p class="ks-ranks">' + escape("  ".join(r.value for r in ranks)) + "</p>"
