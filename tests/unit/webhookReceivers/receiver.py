"""A webhook endpoint around examples/webhooks/verify_signature.py, for webhooksTool.test.ts.

Usage: python3 receiver.py SECRET [SECRET]
Listens on 127.0.0.1 on a port the system picks and prints it ("listening <port>") on stdout.
Answers 400 to a malformed Guildforge-Signature, 401 to a signature or timestamp that fails,
and 200 to a genuine delivery, saying whether its event id was seen before.
"""
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../examples/webhooks"))
from verify_signature import SignatureError, verify_signature  # noqa: E402

SECRETS = sys.argv[1:]
seen = set()


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        try:
            verify_signature(self.headers.get("Guildforge-Signature", ""), raw_body, SECRETS)
        except SignatureError as error:
            self.answer(400 if error.reason == "malformed_header" else 401, {"error": error.reason})
            return
        event_id = json.loads(raw_body)["id"]
        duplicate = event_id in seen
        seen.add(event_id)
        self.answer(200, {"received": event_id, "duplicate": duplicate})

    def answer(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
print(f"listening {server.server_address[1]}", flush=True)
server.serve_forever()
