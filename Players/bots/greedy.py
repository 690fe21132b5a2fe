#!/usr/bin/env python3
# Greedy: wins if it can, blocks if it must, else takes the cell with the most open lines near the centre.
import sys

DIRECTIONS = [(1, 0), (0, 1), (1, 1), (1, -1)]


def parse(rest):
    a = dict(x.split("=", 1) for x in rest if "=" in x)
    cols, rows = map(int, a["board"].split("x"))
    return cols, rows, int(a["k"]), a.get("gravity") == "yes", [m for m in a.get("moves", "").split(",") if m]


def play_all(cols, rows, gravity, moves):
    board, height = {}, [0] * cols
    for i, m in enumerate(moves):
        c = ord(m[0]) - 97
        r = height[c] if gravity else int(m[1:]) - 1
        height[c] = max(height[c], r + 1)
        board[(c, r)] = i % 2
    return board, height


def run_length(board, cols, rows, c, r, side, dc, dr):
    n, x, y = 0, c + dc, r + dr
    while 0 <= x < cols and 0 <= y < rows and board.get((x, y)) == side:
        n, x, y = n + 1, x + dc, y + dr
    return n


def wins(board, cols, rows, k, c, r, side):
    return any(1 + run_length(board, cols, rows, c, r, side, dc, dr) + run_length(board, cols, rows, c, r, side, -dc, -dr) >= k
               for dc, dr in DIRECTIONS)


def openness(board, cols, rows, k, c, r, side):
    score = 0
    for dc, dr in DIRECTIONS:
        for start in range(-k + 1, 1):
            cells = [(c + (start + i) * dc, r + (start + i) * dr) for i in range(k)]
            if all(0 <= x < cols and 0 <= y < rows and board.get((x, y)) in (None, side) for x, y in cells):
                mine = sum(1 for p in cells if board.get(p) == side)
                score += 1 + mine * mine * 4
    return score


def choose(cols, rows, k, gravity, moves):
    board, height = play_all(cols, rows, gravity, moves)
    me, them = len(moves) % 2, 1 - len(moves) % 2
    if gravity:
        legal = [(c, height[c]) for c in range(cols) if height[c] < rows]
    else:
        legal = [(c, r) for c in range(cols) for r in range(rows) if (c, r) not in board]
    for side in (me, them):
        for c, r in legal:
            if wins(board, cols, rows, k, c, r, side):
                return c, r
    def value(cell):
        c, r = cell
        centre = abs(c - (cols - 1) / 2) + abs(r - (rows - 1) / 2)
        return openness(board, cols, rows, k, c, r, me) + openness(board, cols, rows, k, c, r, them) - centre
    return max(legal, key=value)


for line in sys.stdin:
    word, *rest = line.split() or [""]
    if word == "ttt":
        print("name Greedy\nready", flush=True)
    elif word == "ping":
        print("pong", flush=True)
    elif word == "quit":
        break
    elif word == "move":
        cols, rows, k, gravity, moves = parse(rest)
        c, r = choose(cols, rows, k, gravity, moves)
        print("move", chr(97 + c) if gravity else chr(97 + c) + str(r + 1), flush=True)
