#!/usr/bin/env python3
# UCI-scores: a UCI engine for ttt's tests of score adjudication, as far as ttt's UCI adapter
# needs one (the variant taken as uci-first-free.py takes it). It plays the first free cell
# among those with an even file and an even rank (P@a1, P@c1, ..., P@a3, ...; any free cell
# once those are gone) and, before each 'bestmove', writes 'info depth 1 score ITEM nodes 1
# pv P@a1' with ITEM the next of SCORES (';' between items, the last repeated; 'none' writes
# no score line): SCORES='cp 35;cp -700 upperbound;mate -2;none'. Before that line it always
# writes 'info depth 0 score cp 12345 upperbound' (a bound, superseded by the exact score)
# and after it 'info multipv 2 score cp 999' (another line of the search: never the score).
# With LATE='cp -99999' it also writes 'info depth 9 score cp -99999' after each 'bestmove'
# (the end of a helper's search, say: no move's score).
import os, sys

scores = os.environ.get("SCORES", "none").split(";")
late = os.environ.get("LATE")
asked = 0
variants = {}
variant = None
moves = []


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def read_variants(path):
    name = None
    for raw in open(path):
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1]
            variants[name] = {}
        elif "=" in line and name:
            key, value = line.split("=", 1)
            variants[name][key.strip()] = value.strip()


def choose():
    files = ord(variant["maxFile"]) - ord("a") + 1
    ranks = int(variant["maxRank"])
    taken = {move[2:] for move in moves}
    cells = [chr(97 + c) + str(r) for r in range(1, ranks + 1) for c in range(files)]
    free = [cell for cell in cells if cell not in taken]
    lattice = [cell for cell in free if (ord(cell[0]) - 97) % 2 == 0 and (int(cell[1:]) - 1) % 2 == 0]
    return (lattice or free)[0]


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    if words[0] == "uci":
        say("id name UCI-Scores 1")
        say("uciok")
    elif words[:3] == ["setoption", "name", "VariantPath"]:
        read_variants(" ".join(words[4:]))
    elif words[:3] == ["setoption", "name", "UCI_Variant"]:
        name = " ".join(words[4:])
        variant = variants.get(name)
        if variant:
            say("info string variant %s files %d ranks %s" % (name, ord(variant["maxFile"]) - 96, variant["maxRank"]))
    elif words[0] == "isready":
        say("readyok")
    elif words[0] == "position":
        moves = words[3:] if len(words) > 2 and words[2] == "moves" else []
    elif words[0] == "go":
        item = scores[min(asked, len(scores) - 1)].strip()
        asked += 1
        say("info depth 0 score cp 12345 upperbound")
        if item != "none":
            say("info depth 1 score %s nodes 1 pv P@a1" % item)
        say("info depth 1 multipv 2 score cp 999 pv P@b1")
        say("bestmove P@" + choose())
        if late:
            say("info depth 9 score %s nodes 1 pv P@a1" % late)
    elif words[0] == "quit":
        break
