#!/usr/bin/env python3
# Random: plays a random free cell (or column, in gravity games). The protocol in ten lines.
import random, sys
for line in sys.stdin:
    word, *rest = line.split() or [""]
    if word == "ttt": print("name random.py\nready", flush=True)
    elif word == "ping": print("pong", flush=True)
    elif word == "quit": break
    elif word == "move":
        a = dict(x.split("=", 1) for x in rest)
        cols, rows = map(int, a["board"].split("x"))
        moves = a["moves"].split(",") if a["moves"] else []
        cells = [chr(97 + c) + ("" if a["gravity"] == "yes" else str(r + 1)) for c in range(cols) for r in range(rows)]
        free = [c for c in set(cells) if moves.count(c) < (rows if a["gravity"] == "yes" else 1)]
        print("move", random.choice(free), flush=True)
