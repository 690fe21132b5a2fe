#!/usr/bin/env python3
"""Targets for `ttt tune` from an engine's own evaluations of the positions of its games.

    Scripts/tuning/engine-targets.py SAMPLES.csv LOGS OUT.csv [--weight W]

SAMPLES.csv is what `ttt match --samples` wrote; LOGS is the `--bot-logs` directory (or one
log) of the same run, where a Gomocup engine that reports `Eval N` in its MESSAGE lines
(Rapfi does) said, before each of its moves, how it judged the position. OUT.csv is
SAMPLES.csv with a sixth field, `target`: the side to move's chance, W x sigmoid(eval / S)
+ (1 - W) x result / 2, where S is fitted here so that sigmoid(eval / S) comes closest to
the games' results, and W (--weight, default 1) is the share of the evaluation. `ttt tune
OUT.csv --output tuned.json` then fits the weights to the targets instead of the results.
Rows whose position the engine was not asked about (the opening's, when the other player
was not the engine) are left out. A mate (`+M21`, `-M30`) counts as a sure win or loss.

Sources/Search/README.md ("Tuning the evaluation") gives the recipe of the default
weights, and docs/SEARCH-EXPERIMENTS.md ("The evaluation fitted to Rapfi's") what they
measured.
"""
import csv
import json
import math
import os
import re
import sys

LETTERS = "abcdefghijklmnopqrstuvwxyz"
LINE = re.compile(r"(\d+) ([<>#]) ?(.*)")
EVAL = re.compile(r"\bEval (\S+)")
MOVE = re.compile(r"(\d+),(\d+)$")


def fail(message):
    print(f"Error: {message}", file=sys.stderr)
    sys.exit(2)


def evaluations(logs):
    """The engine's evaluation of each position it was asked about: {moves: [evals]}."""
    files = [os.path.join(logs, name) for name in sorted(os.listdir(logs))] if os.path.isdir(logs) else [logs]
    found = {}
    for path in files:
        # NB: a log may hold several processes' lines at once, each prefixed by its pid.
        state = {}
        with open(path, errors="replace") as log:
            for line in log:
                match = LINE.match(line.rstrip("\n"))
                if not match:
                    continue
                pid, direction, text = match.groups()
                process = state.setdefault(pid, {"moves": [], "board": None, "eval": None, "size": 15})
                if direction == ">":
                    sent(process, text)
                elif direction == "<":
                    if (value := EVAL.search(text)) is not None:
                        process["eval"] = value.group(1)
                    elif (move := MOVE.match(text)) is not None:
                        if process["eval"] is not None:
                            found.setdefault(" ".join(process["moves"]), []).append(score(process["eval"]))
                        process["moves"].append(cell(move, process["size"]))
                        process["eval"] = None
    return found


def sent(process, text):
    """Follows the position through what ttt sent the engine."""
    if text.startswith("START "):
        process["size"] = int(text.split()[1])
        process["moves"] = []
    elif text.startswith("RECTSTART "):
        process["size"] = int(text.split()[1].split(",")[1])
        process["moves"] = []
    elif text == "BOARD":
        process["board"] = []
    elif text == "DONE" and process["board"] is not None:
        process["moves"] = [cell(MOVE.match(",".join(line.split(",")[:2])), process["size"]) for line in process["board"]]
        process["board"] = None
    elif process["board"] is not None:
        process["board"].append(text)
    elif text.startswith("TURN "):
        process["moves"].append(cell(MOVE.match(text[5:]), process["size"]))
    elif text == "BEGIN" or text.startswith("RESTART"):
        process["moves"] = []
    if not text.startswith("INFO"):
        process["eval"] = None


def cell(match, size):
    """A Gomocup coordinate pair (column, row from the top) in ttt's notation."""
    return LETTERS[int(match.group(1))] + str(size - int(match.group(2)))


def score(text):
    if "M" in text:
        return math.inf if not text.startswith("-") else -math.inf
    return float(text)


def sigmoid(x):
    if x == math.inf:
        return 1.0
    if x == -math.inf:
        return 0.0
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, x))))


def fitted_scale(pairs):
    """The S for which sigmoid(eval / S) is closest to the results (golden-section search)."""
    def error(scale):
        return sum((sigmoid(value / scale) - result) ** 2 for value, result in pairs) / len(pairs)
    low, high = math.log(1.0), math.log(100_000.0)
    for _ in range(60):
        a, b = low + (high - low) * 0.382, low + (high - low) * 0.618
        if error(math.exp(a)) < error(math.exp(b)):
            high = b
        else:
            low = a
    scale = math.exp((low + high) / 2)
    return scale, error(scale)


def main():
    args = sys.argv[1:]
    weight = 1.0
    if "--weight" in args:
        at = args.index("--weight")
        try:
            weight = float(args[at + 1])
        except (IndexError, ValueError):
            fail("--weight needs a number from 0 to 1, as in '--weight 0.5'.")
        del args[at:at + 2]
    if len(args) != 3 or not 0 <= weight <= 1:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    samples, logs, output = args
    if output == samples:
        fail(f"'{output}' is the samples file: give the targets another file.")
    if not os.path.exists(logs):
        fail(f"No bot logs at '{logs}'.")
    try:
        with open(samples, newline="") as file:
            rows = list(csv.reader(file))
    except OSError as error:
        fail(f"Cannot read the samples '{samples}': {error.strerror}.")
    if not rows or rows[0] != ["position", "move", "result", "rules", "game"]:
        fail(f"'{samples}' is not a samples file as 'ttt match --samples' writes it (CSV).")
    found = {position: sum(values) / len(values) for position, values in evaluations(logs).items()}
    kept = [row for row in rows[1:] if row[0] in found]
    if not kept:
        fail(f"No position of '{samples}' has an evaluation in '{logs}': are these the logs of that run?")
    pairs = [(found[row[0]], int(row[2]) / 2) for row in kept if math.isfinite(found[row[0]])]
    scale, error = fitted_scale(pairs)
    with open(output, "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(rows[0] + ["target"])
        for row in kept:
            target = weight * sigmoid(found[row[0]] / scale) + (1 - weight) * int(row[2]) / 2
            writer.writerow(row + [f"{target:.4f}"])
    print(f"{len(kept):,} of {len(rows) - 1:,} rows with an evaluation; scale {scale:.1f} "
          f"(sigmoid(eval / scale) against the results: error {error:.4f}); written to '{output}'.")


if __name__ == "__main__":
    main()
