"""BountyChat user tokens and bounty tickets for a Python back end (Debian: apt-get install python3-cryptography)."""
import base64
import json
import os
import sys
import time

from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def _b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def seal(claims, key_b64, iv=None):
    """AES-256-GCM over the claims' compact UTF-8 JSON; returns {"token", "iv"} in base64url."""
    if iv is None:
        iv = os.urandom(12)  # a fresh random IV for every token; pass one only to check the test vectors
    plaintext = json.dumps(claims, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    sealed = AESGCM(base64.b64decode(key_b64)).encrypt(iv, plaintext, None)  # ciphertext, then 16-byte tag
    return {"token": _b64url(sealed), "iv": _b64url(iv)}


def create_user_token(sub, name, email, role, key_b64, image=None, ttl=3600):
    """The signed-in user's {"token", "iv"} for the widget's tokenProvider."""
    claims = {"sub": sub, "name": name, "email": email}
    if image:
        claims["image"] = image
    claims.update(role=role, exp=int(time.time()) + ttl)
    return seal(claims, key_b64)


def create_bounty_ticket(bounty_id, name, owner_id, key_b64, ttl=3600):
    """The host's word on a bounty (its title and poster), for openBounty(bountyId, { ticket })."""
    now = int(time.time())
    return seal({"bountyId": bounty_id, "name": name, "ownerId": owner_id, "iat": now, "exp": now + ttl}, key_b64)


def check_vectors(path):
    """Seals every case of token-vectors.json with its IV and compares; returns the number of mismatches."""
    with open(path, encoding="utf-8") as file:
        cases = json.load(file)["cases"]
    failed = 0
    for case in cases:
        iv = base64.urlsafe_b64decode(case["iv"] + "=" * (-len(case["iv"]) % 4))
        ok = seal(case["claims"], case["key"], iv)["token"] == case["token"]
        failed += not ok
        print(("ok   " if ok else "FAIL ") + case["name"])
    return failed


if __name__ == "__main__":
    if sys.argv[1:2] == ["check"]:
        sys.exit(1 if check_vectors(sys.argv[2]) else 0)
    key = os.environ["BOUNTY_CHAT_TOKEN_KEY"]
    print(json.dumps(create_user_token("alice-42", "Alice Candidate", "alice@example.com", "candidate", key)))
