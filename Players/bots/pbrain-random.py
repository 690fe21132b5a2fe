#!/usr/bin/env python3
# Random in the Gomocup (piskvork) protocol: plays a random free cell; for testing the adapter.
import random, sys

width = height = 0
stones = set()
board_mode = False


def reply_move():
    free = [(x, y) for x in range(width) for y in range(height) if (x, y) not in stones]
    x, y = random.choice(free)
    stones.add((x, y))
    print("MESSAGE thinking about %d free cells" % len(free))
    print("%d,%d" % (x, y), flush=True)


for line in sys.stdin:
    words = line.strip().replace(",", " ").split()
    if not words:
        continue
    command = words[0].upper()
    if board_mode:
        if command == "DONE":
            board_mode = False
            reply_move()
        else:
            stones.add((int(words[0]), int(words[1])))
    elif command in ("START", "RECTSTART"):
        width, height = int(words[1]), int(words[-1])
        stones.clear()
        print("OK", flush=True)
    elif command == "BEGIN":
        reply_move()
    elif command == "TURN":
        stones.add((int(words[1]), int(words[2])))
        reply_move()
    elif command == "BOARD":
        stones.clear()
        board_mode = True
    elif command == "ABOUT":
        print('name="pbrain-random", version="1.0", author="ttt"', flush=True)
    elif command == "END":
        break
    elif command != "INFO":
        print("UNKNOWN", command, flush=True)
