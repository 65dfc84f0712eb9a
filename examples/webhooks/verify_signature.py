"""Verify the Guildforge-Signature header of a webhook delivery (standard library only)."""
import hashlib
import hmac
import re
import time
from typing import Iterable, List, Optional, Tuple

# Reject deliveries whose t is more than this many seconds from your clock.
SIGNATURE_TOLERANCE_SECONDS = 300

_TIMESTAMP = re.compile(r"[0-9]{1,15}")
_SIGNATURE = re.compile(r"[0-9a-f]{64}")


class SignatureError(Exception):
    """A delivery to refuse (answer 400 or 401). reason is malformed_header,
    no_matching_signature or timestamp_out_of_tolerance; the message is for your logs."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def verify_signature(header: str, raw_body: bytes, secrets: Iterable[str], now: Optional[int] = None) -> None:
    """Returns for a genuine delivery, raises SignatureError otherwise.

    raw_body is the request body exactly as received, before any JSON parsing.
    secrets are the endpoint's secrets (whsec_...) you currently accept. After
    rotateWebhookSecret, Guildforge signs each delivery with the new and the old
    secret (t=...,v1=<new>,v1=<old>) for expireCurrentAfterHours: 0 to 72 hours,
    24 by default. The delivery is genuine when any v1 matches any of your secrets,
    so deploy the new secret next to the old one, then drop the old one.
    Empty entries are skipped; with none left this raises ValueError, since an
    empty key would accept anyone's signature.
    """
    keys = [secret for secret in secrets if secret]
    if not keys:
        raise ValueError("Pass at least one webhook secret (whsec_...); all were empty")

    timestamp, signatures = _parse(header)
    signed = timestamp.encode("ascii") + b"." + raw_body
    # compare_digest takes the same time wherever the strings differ.
    if not any(
        hmac.compare_digest(hmac.new(key.encode("utf-8"), signed, hashlib.sha256).hexdigest(), signature)
        for key in keys
        for signature in signatures
    ):
        raise SignatureError("no_matching_signature", "No v1 signature matches the body with any of the given secrets")
    # Checked after the signature, so an old delivery that is genuine is reported as a replay.
    age = (int(time.time()) if now is None else now) - int(timestamp)
    if abs(age) > SIGNATURE_TOLERANCE_SECONDS:
        raise SignatureError(
            "timestamp_out_of_tolerance",
            f"t={timestamp} is {age} s from this server's clock; the limit is {SIGNATURE_TOLERANCE_SECONDS} s",
        )


def _parse(header: str) -> Tuple[str, List[str]]:
    """Returns t as sent (it is part of the signed string) and every v1; keys of later schemes are ignored."""

    def malformed(detail: str) -> SignatureError:
        return SignatureError("malformed_header", "Guildforge-Signature " + detail)

    if not (header or "").strip(" \t"):
        raise malformed("header is empty")
    timestamp = None
    signatures = []
    for raw in header.split(","):
        element = raw.strip(" \t")
        if not element:
            raise malformed("has an empty element")
        key, equals, value = element.partition("=")
        if not equals or not key:
            raise malformed(f'element "{element}" is not key=value')
        if key == "t":
            if timestamp is not None:
                raise malformed("has more than one t=")
            if not _TIMESTAMP.fullmatch(value):
                raise malformed("t= must be unix seconds (1 to 15 digits)")
            timestamp = value
        elif key == "v1":
            if not _SIGNATURE.fullmatch(value):
                raise malformed("v1= must be 64 lower-case hex characters")
            signatures.append(value)
    if timestamp is None:
        raise malformed("has no t=")
    if not signatures:
        raise malformed("has no v1=")
    return timestamp, signatures
