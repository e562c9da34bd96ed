"""Which network address a visitor comes from: what the class join limit counts.

Streamlit gives the address of the websocket's peer (`st.context.ip_address`; None for the
local machine). Behind a reverse proxy every visitor would seem to be the proxy, so when
`KARTENSCHULE_BEHIND_PROXY=1` says the app is reachable only through one (docs/deploy.md), the
address is the last one in `X-Forwarded-For`, the one the proxy itself appended. Without that
setting the header is ignored: anyone could write it.
"""

from __future__ import annotations

import os

import streamlit as st

ENV_PROXY = "KARTENSCHULE_BEHIND_PROXY"
LONGEST = 64  # an IPv6 address with a zone fits


def client_address() -> str | None:
    """The visitor's address, or None when it cannot be told (a local test server)."""
    if os.environ.get(ENV_PROXY) == "1":
        header = st.context.headers.get("X-Forwarded-For")
        forwarded = header.split(",")[-1].strip() if isinstance(header, str) else ""
        if forwarded:
            return forwarded[:LONGEST]
    address = st.context.ip_address
    return address[:LONGEST] if isinstance(address, str) and address else None
