"""Entry point: `streamlit run streamlit_app.py`.

`streamlit run` finds `app` below and serves it: Streamlit's own server (`st.App`, on
Starlette) with our one route beside it, the live version of a class (`/kt/live/<watch>`,
`tutorial/app/shell/live_route.py`). Its script runner then runs this same file as `__main__` for
every page view and rerun, which draws the app; so does AppTest.
"""

import streamlit as st

if __name__ == "__main__":
    from tutorial.app.shell.main import run

    run()
else:
    from streamlit import config

    from tutorial.app.shell.live_route import routes

    app = st.App(__file__, routes=routes(config.get_option("server.baseUrlPath") or ""))
