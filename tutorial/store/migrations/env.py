"""Alembic's entry: migrate the connection the store hands over, or the URL of alembic.ini/-x url.

`render_as_batch=True` makes autogenerate write SQLite-safe batch operations (SQLite's ALTER TABLE
is limited); on PostgreSQL batch operations are plain ALTERs.
"""

from __future__ import annotations

from logging.config import fileConfig

from alembic import context

from tutorial.store.database import database_url, make_engine
from tutorial.store.models import Base

config = context.config
if config.config_file_name and config.attributes.get("connection") is None:
    fileConfig(config.config_file_name, disable_existing_loggers=False)
target_metadata = Base.metadata


def _run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(
        url=database_url(config.get_main_option("sqlalchemy.url")),
        target_metadata=target_metadata,
        render_as_batch=True,
        literal_binds=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url")
    engine = make_engine(database_url(url or config.get_main_option("sqlalchemy.url")))
    try:
        with engine.connect() as connection:
            _run(connection)
            connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
