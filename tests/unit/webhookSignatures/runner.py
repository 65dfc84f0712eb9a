"""Runs examples/webhooks/verify_signature.py over the vectors that webhookSignatures.test.ts sends on stdin.
In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line)."""
import base64
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../examples/webhooks"))
from verify_signature import SignatureError, verify_signature  # noqa: E402

for line in sys.stdin.read().splitlines():
    fields = line.split("\t")
    name, now, header, body = fields[0], int(fields[1]), base64.b64decode(fields[2]).decode("utf-8"), base64.b64decode(fields[3])
    secrets = [base64.b64decode(field).decode("utf-8") for field in fields[5 : 5 + int(fields[4])]]
    try:
        verify_signature(header, body, secrets, now=now)
        result, message = "ok", ""
    except SignatureError as error:
        result, message = error.reason, str(error)
    except ValueError as error:
        result, message = "argument_error", str(error)
    print(f"{name}\t{result}\t{' '.join(message.split())}")
