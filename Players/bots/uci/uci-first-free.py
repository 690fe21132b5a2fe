#!/usr/bin/env python3
# First-free: a UCI engine for ttt's tests that plays variants the way Fairy-Stockfish does,
# as far as ttt needs: it reads the variant file named by 'setoption name VariantPath',
# takes the variant named by 'setoption name UCI_Variant' (saying 'info string variant
# NAME files F ranks R ...'), and answers 'go' with the first free cell in the order a1,
# b1, ... (with dropOnTop, the lowest free cell of the first column with room), as
# 'bestmove P@a1'. It says an 'info depth 1 ...' line before every move. It refuses boards
# wider than UCI_MAX_FILES (default 12) by saying nothing, as Fairy-Stockfish does.
# UCI_FAULT makes it misbehave: 'none' answers 'bestmove (none)'; 'normal-move' answers
# 'bestmove a1b2'; 'occupied' answers a1 every time; 'silent' never answers 'go';
# 'no-uciok' never says 'uciok'; 'no-variant-path' knows no VariantPath option (it says
# 'No such option: VariantPath', as Stockfish does); 'info-flood' says 100,000 'info' lines
# in one write before each answer; 'unasked' says 'bestmove' with the last free cell as it
# reads each 'position' (no 'go' read yet: nobody asked), then answers 'go' as usual.
import os, sys

fault = os.environ.get("UCI_FAULT", "")
max_files = int(os.environ.get("UCI_MAX_FILES", "12"))
variants = {}   # name -> {key: value}
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


def first_free():
    files = ord(variant["maxFile"]) - ord("a") + 1
    ranks = int(variant["maxRank"])
    taken = {move[2:] for move in moves}
    cells = lambda column, row: chr(ord("a") + column) + str(row)
    if variant.get("dropOnTop") == "true":
        order = [cells(column, row) for column in range(files) for row in range(1, ranks + 1)]
    else:
        order = [cells(column, row) for row in range(1, ranks + 1) for column in range(files)]
    return next(cell for cell in order if cell not in taken)


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    if words[0] == "uci":
        say("id name First-Free 1")
        say("id author ttt")
        say("option name UCI_Variant type combo default chess var chess")
        if fault != "no-uciok":
            say("uciok")
    elif words[:3] == ["setoption", "name", "VariantPath"]:
        if fault == "no-variant-path":
            say("No such option: VariantPath")
        else:
            read_variants(" ".join(words[4:]))
    elif words[:3] == ["setoption", "name", "UCI_Variant"]:
        name = " ".join(words[4:])
        found = variants.get(name)
        if found and ord(found["maxFile"]) - ord("a") + 1 <= max_files:
            variant = found
            say("info string variant %s files %d ranks %s" % (name, ord(found["maxFile"]) - ord("a") + 1, found["maxRank"]))
    elif words[0] == "isready":
        say("readyok")
    elif words[0] == "position":
        moves = words[3:] if len(words) > 2 and words[2] == "moves" else []
        if fault == "unasked" and variant:
            files = ord(variant["maxFile"]) - ord("a") + 1
            taken = {move[2:] for move in moves}
            cells = [chr(ord("a") + c) + str(r) for r in range(1, int(variant["maxRank"]) + 1) for c in range(files)]
            say("bestmove P@" + [cell for cell in cells if cell not in taken][-1])
    elif words[0] == "go":
        if fault == "silent":
            continue
        say("info depth 1 seldepth 1 score cp 0 nodes 1 pv P@a1")
        if fault == "info-flood":
            sys.stdout.write("info depth 2 seldepth 2 score cp 0 nodes 2 pv P@a1\n" * 100000)
            sys.stdout.flush()
        if fault == "none":
            say("bestmove (none)")
        elif fault == "normal-move":
            say("bestmove a1b2")
        elif fault == "occupied":
            say("bestmove P@a1")
        else:
            say("bestmove P@" + first_free())
    elif words[0] == "quit":
        break
