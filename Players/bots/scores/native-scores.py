#!/usr/bin/env python3
# Native-scores: a native ('ttt 1') bot for ttt's tests of score adjudication. It plays the
# first free cell among those with an even column and an even row (a1, c1, e1, ..., a3, ...;
# any free cell once those are gone), so that no line is ever made while they last, and
# writes 'info depth N score ITEM' before each move (N: the number of its move), ITEM the next
# of SCORES (';' between items, the
# last repeated; 'none' writes no score): SCORES='35;-700;mate -2;none'.
import os, sys

scores = os.environ.get("SCORES", "none").split(";")
asked = 0


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    if words[0] == "ttt":
        say("name native-scores")
        say("ready")
    elif words[0] == "ping":
        say("pong")
    elif words[0] == "quit":
        break
    elif words[0] == "move":
        fields = dict(word.split("=", 1) for word in words[1:] if "=" in word)
        columns, rows = map(int, fields["board"].split("x"))
        taken = {move for move in fields.get("moves", "").split(",") if move}
        cells = [chr(97 + c) + str(r + 1) for r in range(rows) for c in range(columns)]
        free = [cell for cell in cells if cell not in taken]
        lattice = [cell for cell in free if (ord(cell[0]) - 97) % 2 == 0 and (int(cell[1:]) - 1) % 2 == 0]
        item = scores[min(asked, len(scores) - 1)].strip()
        asked += 1
        if item != "none":
            # NB: the depth is the number of the bot's move, so each move's is known.
            say("info depth %d score %s" % (asked, item))
        say("move " + (lattice or free)[0])
