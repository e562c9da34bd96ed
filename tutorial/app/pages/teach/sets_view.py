"""A teacher's puzzle sets (issue 22 §1–2): make one, order and edit its puzzles, share it by link
and QR code, export it as a scenario file and import one back with the same refusals as
`kartenschule check` (file, line, field, reason).

A set another teacher made opens read-only here, with a button to copy it into one's own sets.
"""

from __future__ import annotations

import re
from dataclasses import replace

import streamlit as st

from tutorial.app.pages.live_class.texts import plain
from tutorial.app.pages.teach.share import set_link_box
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.game_picker import pick_game
from tutorial.app.widgets.make_puzzle import PROMPT_MAX
from tutorial.app.widgets.puzzle_keys import short_prompt
from tutorial.app.widgets.set_store import puzzle_from_text, safely
from tutorial.app.widgets.set_texts import refusal_text
from tutorial.app.widgets.uploads import in_our_words
from tutorial.games.registry import SPECS
from tutorial.puzzles.authoring import kind_label
from tutorial.puzzles.scenario_yaml import read_yaml, to_yaml
from tutorial.store.class_records import ClassRefused
from tutorial.store.set_records import SetInfo, SetPuzzle
from tutorial.store.sets import Sets

PARAM = "set"
UPLOAD_MB = 1  # a scenario file is refused above 1 MB, as `kartenschule check` refuses it
IMPORTED = "teach_imported"  # session key: (upload id, outcome) of the last import


def sets_list(sets: Sets, memory: Memory, settings: Settings) -> None:
    """The teacher's own sets, and a form for a new one."""
    t = settings.t
    with st.form("teach_new_set", border=True):
        st.markdown("**" + t._("A new puzzle set") + "**")
        title = st.text_input(t._("Title"), max_chars=120, key="teach_new_title")
        game = pick_game(settings, "teach_new_game")
        if st.form_submit_button(t._("Make the set"), icon=":material/add:", type="primary"):
            try:
                uid = sets.create(memory.ensure(), title, game)
            except ClassRefused as problem:
                st.warning(refusal_text(problem, t))
            else:
                open_set(uid)
                st.rerun()
    own = [] if memory.pending else safely(lambda: sets.own(memory.token), [])
    if not own:
        st.info(
            t._(
                "You have no puzzle sets yet. Make one here, or make a puzzle from any position: "
                "the trick checker, a replay, a tactics puzzle or a deal you played."
            )
        )
        return
    st.subheader(t._("My puzzle sets"))
    for info in own:
        with st.container(border=True, key=f"teach_set_{info.uid}"):
            words, button = st.columns([3, 1], vertical_alignment="center")
            words.markdown(
                f"**{plain(info.title)}** · {t._(SPECS[info.game].title)} · "
                + t.ngettext("{n} puzzle", "{n} puzzles", info.puzzles).format(n=info.puzzles)
            )
            button.button(
                t._("Open"), key=f"teach_open_{info.uid}", on_click=open_set, args=(info.uid,)
            )


def open_set(uid: str | None) -> None:
    if uid is None:
        st.query_params.pop(PARAM, None)
    else:
        st.query_params[PARAM] = uid


def set_view(sets: Sets, memory: Memory, uid: str, settings: Settings) -> None:
    """One set: the owner edits it; anyone else may practise or copy it."""
    t = settings.t
    info: SetInfo | None = safely(lambda: sets.info(uid, memory.token), None)
    st.button(
        t._("Back to my sets"), key="teach_back", icon=":material/arrow_back:",
        on_click=open_set, args=(None,),
    )  # fmt: skip
    if info is None:
        st.warning(t._("There is no puzzle set at this link. It may have been deleted."))
        return
    st.subheader(info.title)
    rows = safely(lambda: sets.puzzles(uid), [])
    st.caption(
        f"{t._(SPECS[info.game].title)} · "
        + t.ngettext("{n} puzzle", "{n} puzzles", len(rows)).format(n=len(rows))
    )
    set_link_box(uid, settings)
    mine = info.owner_is_you and not memory.pending
    copy = not mine and st.button(
        t._("Copy to my sets"), key="teach_copy", icon=":material/content_copy:"
    )
    if copy and _act(lambda: open_set(sets.copy(memory.ensure(), uid)), settings):
        st.rerun()
    _puzzle_list(sets, memory, rows, mine, settings)
    _export(info, rows, settings)
    if mine:
        _import(sets, memory, info, rows, settings)
        _rename_or_delete(sets, memory, info, settings)


def _act(change, settings: Settings) -> bool:
    """Run one change of the set; a refusal is said in the reader's words."""
    try:
        change()
    except ClassRefused as problem:
        st.warning(refusal_text(problem, settings.t))
        return False
    return True


def _puzzle_list(
    sets: Sets, memory: Memory, rows: list[SetPuzzle], mine: bool, settings: Settings
) -> None:
    t = settings.t
    if not rows:
        st.info(t._("This set has no puzzles yet."))
        return
    token = memory.token
    for number, row in enumerate(rows, start=1):
        puzzle = puzzle_from_text(row.data, row.key)
        with st.container(border=True, key=f"teach_row_{row.uid}"):
            text = short_prompt(puzzle, settings.lang) if puzzle else t._("(cannot be shown)")
            st.markdown(f"**{number}.** {plain(text)}")
            st.caption(f"{kind_label(row.kind, t)} · §{row.section}")
            if not mine:
                continue
            with st.container(horizontal=True):
                if st.button(
                    t._("Up"), key=f"teach_up_{row.uid}", icon=":material/arrow_upward:",
                    disabled=number == 1,
                ):  # fmt: skip
                    _act(lambda row=row: sets.move(token, row.key, -1), settings)
                    st.rerun()
                if st.button(
                    t._("Down"), key=f"teach_down_{row.uid}", icon=":material/arrow_downward:",
                    disabled=number == len(rows),
                ):  # fmt: skip
                    _act(lambda row=row: sets.move(token, row.key, 1), settings)
                    st.rerun()
                if st.button(
                    t._("Remove"), key=f"teach_remove_{row.uid}", icon=":material/delete:"
                ):
                    _act(lambda row=row: sets.remove(token, row.key), settings)
                    st.rerun()
            if puzzle is not None:
                _edit_prompt(sets, token, row, settings)


def _edit_prompt(sets: Sets, token: str, row: SetPuzzle, settings: Settings) -> None:
    """Rewrite the question in the teacher's language; the other languages keep theirs."""
    t = settings.t
    with st.expander(t._("Edit the question"), icon=":material/edit_note:"):
        (puzzle,), _problems = read_yaml(row.data, "set.yaml")
        text = st.text_area(
            t._("The question your students read"), value=puzzle.prompt.get(settings.lang, ""),
            max_chars=PROMPT_MAX, key=f"teach_prompt_{row.uid}",
        ).strip()  # fmt: skip
        if not st.button(t._("Save the question"), key=f"teach_prompt_save_{row.uid}"):
            return
        if not text:
            st.warning(t._("Please write the question, or keep the one given."))
            return
        changed = replace(puzzle, prompt={**puzzle.prompt, settings.lang: text})
        if _act(lambda: sets.replace(token, row.key, to_yaml([changed]), row.section, row.kind),
                settings):  # fmt: skip
            st.rerun()


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:60] or "puzzle-set"


def _export(info: SetInfo, rows: list[SetPuzzle], settings: Settings) -> None:
    """The set as one scenario file, exactly the texts the store keeps, `---` between them."""
    t = settings.t
    if not rows:
        return
    text = "\n---\n".join(row.data.strip() for row in rows) + "\n"
    st.download_button(
        t._("Export as a puzzle file (YAML)"), text.encode("utf-8"),
        file_name=f"{_slug(info.title)}.yaml", mime="application/x-yaml",
        icon=":material/download:", key="teach_export",
    )  # fmt: skip


def _import(
    sets: Sets, memory: Memory, info: SetInfo, rows: list[SetPuzzle], settings: Settings
) -> None:
    """Add the puzzles of a scenario file; each refused one is named with file, line and field."""
    t = settings.t
    with st.expander(t._("Import puzzles from a file"), icon=":material/upload:"):
        upload = st.file_uploader(
            t._("A puzzle file (YAML), as exported here or written for `kartenschule check`"),
            type=["yaml", "yml"], key="teach_upload", max_upload_size=UPLOAD_MB,
        )  # fmt: skip
        in_our_words("teach_upload", t, UPLOAD_MB)
        if upload is None:
            return
        done = st.session_state.get(IMPORTED)
        if done is None or done[0] != upload.file_id:
            done = (upload.file_id, _read_upload(sets, memory, info, rows, upload, settings))
            st.session_state[IMPORTED] = done
        added, problems = done[1]
        if added:
            st.success(t.ngettext("{n} puzzle added.", "{n} puzzles added.", added).format(n=added))
        if problems:
            st.warning(
                t.ngettext(
                    "{n} puzzle was not added:", "{n} puzzles were not added:", len(problems)
                ).format(n=len(problems))
            )
            st.code("\n".join(problems), language=None)


def _read_upload(sets, memory, info, rows, upload, settings) -> tuple[int, list[str]]:
    """Check the uploaded file as `kartenschule check` does, and add what passes to the set."""
    t = settings.t
    puzzles, problems = read_yaml(upload.getvalue(), upload.name)
    lines = [str(problem) for problem in problems]
    have = {p.id for p in (puzzle_from_text_id(row) for row in rows) if p is not None}
    keep = []
    for puzzle in puzzles:
        if puzzle.game != info.game:
            lines.append(
                f"{upload.name}:{puzzle.line('game')}: game: "
                + t._("this set is for {game}").format(game=t._(SPECS[info.game].title))
            )
        elif puzzle.id in have:
            lines.append(f"{upload.name}:{puzzle.line('id')}: id: " + t._("already in this set"))
        else:
            have.add(puzzle.id)
            keep.append(puzzle)
    if keep:
        items = [(to_yaml([p]), p.section, p.kind) for p in keep]
        if not _act(lambda: sets.add_many(memory.ensure(), info.uid, items), settings):
            return 0, lines
    return len(keep), lines


def puzzle_from_text_id(row: SetPuzzle):
    """The puzzle of a kept text under its file id (not its store key): what an import compares."""
    puzzles, problems = read_yaml(row.data, "set.yaml")
    return puzzles[0] if puzzles and not problems else None


def _rename_or_delete(sets: Sets, memory: Memory, info: SetInfo, settings: Settings) -> None:
    t = settings.t
    with st.expander(t._("Rename or delete the set"), icon=":material/edit:"):
        title = st.text_input(t._("Title"), value=info.title, max_chars=120, key="teach_rename")
        renamed = st.button(t._("Rename"), key="teach_rename_go")
        if renamed and _act(lambda: sets.rename(memory.token, info.uid, title), settings):
            st.rerun()
        sure = st.checkbox(t._("Yes, delete this set and its puzzles"), key="teach_delete_sure")
        delete = st.button(
            t._("Delete the set"), key="teach_delete", icon=":material/delete_forever:",
            disabled=not sure,
        )  # fmt: skip
        if delete and _act(lambda: sets.delete(memory.token, info.uid), settings):
            open_set(None)
            st.rerun()
