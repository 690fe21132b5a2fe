#!/usr/bin/env python3
# Pbrain-scores: a Gomocup (piskvork) brain for ttt's tests of score adjudication. It plays
# the first free cell among those with an even x and an even y (0,0, 2,0, ..., 0,2, ...; any
# free cell once those are gone), and before each move writes 'MESSAGE depth 1-1 ev ITEM n
# 1 tm 0 pv 0,0' (the form of Rapfi's ucilike messages), ITEM the next of SCORES (';'
# between items, the last repeated; 'none' writes 'MESSAGE no score'): SCORES='35;-700;
# -M4;none'. After each move it writes 'MESSAGE ev 4000' (after the move: never its score).
import os, sys

scores = os.environ.get("SCORES", "none").split(";")
asked = 0
width = height = 0
stones = set()
in_board = False


def say(*lines):
    os.write(1, "".join(line + "\n" for line in lines).encode())


def play():
    global asked
    free = [(x, y) for y in range(height) for x in range(width) if (x, y) not in stones]
    lattice = [(x, y) for x, y in free if x % 2 == 0 and y % 2 == 0]
    x, y = (lattice or free)[0]
    stones.add((x, y))
    item = scores[min(asked, len(scores) - 1)].strip()
    asked += 1
    message = "MESSAGE no score" if item == "none" else "MESSAGE depth 1-1 ev %s n 1 tm 0 pv %d,%d" % (item, x, y)
    say(message, "%d,%d" % (x, y), "MESSAGE ev 4000")


for raw in sys.stdin:
    words = raw.strip().replace(",", " ").split()
    if not words:
        continue
    command = words[0].upper()
    if in_board:
        if command == "DONE":
            in_board = False
            play()
        else:
            stones.add((int(words[0]), int(words[1])))
    elif command in ("START", "RECTSTART"):
        width, height = int(words[1]), int(words[-1])
        stones.clear()
        say("OK")
    elif command == "INFO":
        pass
    elif command == "ABOUT":
        say('name="pbrain-scores", version="1"')
    elif command == "BEGIN":
        play()
    elif command == "TURN":
        stones.add((int(words[1]), int(words[2])))
        play()
    elif command == "BOARD":
        stones.clear()
        in_board = True
    elif command == "END":
        break
