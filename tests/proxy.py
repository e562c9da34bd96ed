"""A real nginx in front of several app processes: the set-up of docs/deploy.md, on loopback.

`Proxy` writes the configuration of docs/deploy.md (sticky websockets, gzip, long timeouts),
with the app processes as its upstream and plain HTTP on a free port (TLS needs a certificate,
which a test does not have), and runs Debian's nginx (`nginx` on PATH, `.ci/run` installs it)
in the foreground until `stop`. Each response names the process that served it in
`X-Kartenschule-Upstream`, so a test can tell which phone is on which process.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

from tests.servers import free_port

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
HAVE_NGINX = Path(NGINX).exists()

# The part of docs/deploy.md's configuration that a test can run (no TLS); keep the two alike.
CONFIG = """
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    include /etc/nginx/mime.types;

    # Sticky sessions: a browser keeps the process it first met, by a cookie nginx sets on the
    # first response (phones behind one school router still spread over the processes).
    map $cookie_kt_node $kt_node {{
        ""      $request_id;
        default $cookie_kt_node;
    }}
    upstream kartenschule {{
        hash $kt_node consistent;
{servers}
    }}
    map $http_upgrade $connection_upgrade {{
        default upgrade;
        ""      close;
    }}

    server {{
        listen 127.0.0.1:{port};
        gzip {gzip};
        gzip_types text/css application/javascript application/json image/svg+xml;
        gzip_min_length 1024;

        location / {{
            proxy_pass http://kartenschule;
            proxy_http_version 1.1;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_read_timeout 86400;
            proxy_buffering off;
            add_header Set-Cookie "kt_node=$kt_node; Path=/; HttpOnly; SameSite=Lax";
            add_header X-Kartenschule-Upstream $upstream_addr;
        }}
    }}
}}
"""


class Proxy:
    """nginx on a free loopback port in front of `upstream_ports`, until `stop()`."""

    def __init__(self, upstream_ports: list[int], gzip: bool = True) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._folder = Path(tempfile.mkdtemp(prefix="kt-nginx-"))
        servers = "\n".join(
            f"        server 127.0.0.1:{port} max_fails=0;" for port in upstream_ports
        )
        config = self._folder / "nginx.conf"
        config.write_text(
            CONFIG.format(
                folder=self._folder, servers=servers, port=self.port,
                gzip="on" if gzip else "off",
            )
        )  # fmt: skip
        self._proc = subprocess.Popen(
            [NGINX, "-c", str(config), "-p", str(self._folder), "-g", "daemon off;"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )  # fmt: skip
        deadline = time.monotonic() + 15
        while True:
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as answer:
                    if answer.read() == b"ok":
                        return
            except OSError:
                if self._proc.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    log = (self._folder / "error.log").read_text(errors="replace")[-2000:]
                    raise RuntimeError(f"nginx did not start:\n{log}") from None
                time.sleep(0.1)

    def stop(self) -> None:
        self._proc.terminate()
        try:
            self._proc.wait(10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait(10)
        shutil.rmtree(self._folder, ignore_errors=True)
