"""Streamlit entry point: `streamlit run streamlit_app.py`."""

from tutorial.app.main import run

run()
