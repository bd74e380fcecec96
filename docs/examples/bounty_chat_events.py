"""Verifies a BountyChat event (the BountyChat-Signature header) with Python's standard library.

`python3 bounty_chat_events.py check event-vectors.json` checks every test vector.
"""
import hashlib
import hmac
import json
import re
import sys
import time

TOLERANCE_SECONDS = 300


def verify_bounty_chat_event(secret: str, raw_body: bytes, header: str | None, now: float | None = None) -> bool:
    """True when raw_body (the bytes as received) was signed with secret less than 5 minutes from now."""
    if not header:
        return False
    now = time.time() if now is None else now
    parts = [part.strip() for part in header.split(",")]
    t = next((part[2:] for part in parts if part.startswith("t=")), "")
    if not re.fullmatch(r"\d+", t) or abs(now - int(t)) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), t.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(
        part.startswith("v1=") and hmac.compare_digest(part[3:], expected)
        for part in parts
    )


if __name__ == "__main__" and sys.argv[1:2] == ["check"]:
    with open(sys.argv[2], encoding="utf-8") as f:
        vectors = json.load(f)
    for case in vectors["cases"]:
        ok = verify_bounty_chat_event(vectors["secret"], case["body"].encode(), case["header"], case["now"]) == case["valid"]
        print(("ok " if ok else "FAIL ") + case["name"])
