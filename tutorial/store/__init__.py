"""The store floor: learner progress in a database (SQLite by default, PostgreSQL for a class).

Pages use `tutorial.store.repository` only. This floor may import the engine and content modules;
they never import it, and it never imports Streamlit.
"""
