"""A learner that answers puzzles over Streamlit's own websocket, as a browser tab does.

Many sessions writing at once is what a server kill must not cost: twenty Chromium tabs would
spend the machine's CPU on drawing, so this client speaks the app's protocol itself (the
`BackMsg`/`ForwardMsg` protobufs Streamlit ships): it asks for a run of the puzzles page, picks
the first choice of whatever puzzle the page shows, counts the answer as acknowledged only
when the page's verdict ("Right!" / "Not quite: …") came back, and moves on with "Next".
The server runs the same pages and the same store as for a browser.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Element_pb2 import Element
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

VERDICTS = ("Right", "Not quite")


@dataclass
class SocketLearner:
    """One tab on `/puzzles`; `acknowledged` answers had their verdict shown, `in_flight` is
    1 while a pick waits for its run (the answer may be stored without its verdict seen)."""

    port: int
    acknowledged: int = 0
    in_flight: int = 0
    no_verdict: int = 0

    async def answer(self, times: int, stop: asyncio.Event) -> None:
        """Answer up to `times` puzzles, until `stop` is set or the server goes away. A tab
        that has been through the quiz's puzzles (the page offers no new verdict) is closed
        and a new one opened, as the next learner of a class would."""
        url = f"ws://127.0.0.1:{self.port}/_stcore/stream"
        try:
            while self.acknowledged < times and not stop.is_set():
                async with websockets.connect(url, subprotocols=["streamlit"], max_size=None) as ws:
                    if not await self._one_tab(ws, times, stop):
                        return
        except (OSError, websockets.ConnectionClosed):
            return  # the server was killed: what was acknowledged is counted

    async def _one_tab(
        self, ws: websockets.ClientConnection, times: int, stop: asyncio.Event
    ) -> bool:
        """Answer in this tab until it offers nothing new; False when the page has no quiz."""
        elements = await _run(ws)
        answered_here = 0
        while self.acknowledged < times and not stop.is_set():
            pick = _widget(elements, "button_group", "pick_quiz_")
            if pick is None:
                return answered_here > 0
            state = WidgetState(id=pick.id)
            state.string_array_value.data.append(pick.options[0].content)
            self.in_flight = 1
            elements = await _run(ws, state)
            self.in_flight = 0
            if not any(a.startswith(VERDICTS) for a in _alerts(elements)):
                self.no_verdict += 1
                return answered_here > 0
            self.acknowledged += 1
            answered_here += 1
            after = _widget(elements, "button", "quiz_next")
            if after is None:
                return True
            elements = await _run(ws, WidgetState(id=after.id, trigger_value=True))
        return True


async def _run(ws: websockets.ClientConnection, *states: WidgetState) -> list[Element]:
    """One run of the puzzles page with these widget values; its elements, once it finished
    (a run the page cut short for a rerun of its own is followed to the end of that one)."""
    message = BackMsg()
    message.rerun_script.query_string = "lang=en"
    message.rerun_script.page_name = "puzzles"
    message.rerun_script.widget_states.widgets.extend(states)
    await ws.send(message.SerializeToString())
    elements: list[Element] = []
    while True:
        forward = ForwardMsg()
        forward.ParseFromString(await ws.recv())
        kind = forward.WhichOneof("type")
        if kind == "delta" and forward.delta.WhichOneof("type") == "new_element":
            elements.append(forward.delta.new_element)
        elif kind == "script_finished":
            if forward.script_finished == ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                elements = []  # the page asked for a run of its own: wait for that one
            elif forward.script_finished != ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY:
                return elements


def _widget(elements: list[Element], kind: str, key_part: str):
    for element in elements:
        if element.WhichOneof("type") == kind and key_part in getattr(element, kind).id:
            return getattr(element, kind)
    return None


def _alerts(elements: list[Element]) -> list[str]:
    return [e.alert.body for e in elements if e.WhichOneof("type") == "alert"]
