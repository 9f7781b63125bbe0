#!/usr/bin/env python3
# The quicktype Python binding (generated/bindings/python) as a conformance testee (K7, K8):
# each golden value is parsed with the binding's from_dict and printed again from to_dict.
# The protocol is in docs/conformance.md: one JSON request per line on stdin, one reply per line.

import json
import os
import sys

sys.dont_write_bytecode = True  # nothing written into generated/, which codegen:check keeps exact
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "generated", "bindings", "python"))

from roots import ROOTS  # noqa: E402


def answer(vector):
    root = ROOTS.get(vector.get("type"))
    if root is None or "input" not in vector:
        return {"skipped": f"no root type {vector.get('type')} with a text input"}
    from_dict, to_dict = root
    try:
        value = from_dict(json.loads(vector["input"]))
        return {"answer": {"output": json.dumps(to_dict(value), separators=(",", ":"), ensure_ascii=False)}}
    except Exception as error:  # the binding refused the value: that is its answer
        return {"answer": {"error": f"{type(error).__name__}: {error}"}}


for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "start":
        reply = {
            "implementation": {"name": "quicktype-python", "language": f"python {sys.version.split()[0]}"},
            "kinds": ["serde_roundtrip"],
            "model": "binding",
        }
    elif request["cmd"] == "stop":
        break
    else:
        reply = {"seq": request["seq"], **answer(request["vector"])}
    print(json.dumps(reply), flush=True)
