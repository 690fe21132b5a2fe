#!/usr/bin/env python3
# Recorder: a Gomocup (piskvork) brain for ttt's tests. It plays the first free cell in
# reading order (0,0 then 1,0 ...), writes every line it receives to the file named by
# PBRAIN_RECORD (if set), and says MESSAGE, DEBUG and UNKNOWN before every move. It refuses
# boards wider or taller than PBRAIN_MAX_SIZE (default 26), or narrower or shorter than
# PBRAIN_MIN_SIZE (default 1), with ERROR, as most engines refuse tic-tac-toe. With PBRAIN_STUCK
# set, it answers every move with ERROR and no move. PBRAIN_FAULT makes it misbehave:
# 'late-first' answers the first move of its run 600ms late (from a thread, reading on)
# with the off-board 99,99; 'unasked' says 5,5 unasked right after each OK; 'twice'
# follows each move with a second one, the last free cell (each in the same write);
# 'slow-memory' takes half a second over INFO max_memory (as Rapfi allocates its table);
# 'refuse-rule' answers INFO rule with ERROR; 'ignore-rect' never answers RECTSTART (it is
# optional in the protocol).
import os, sys, threading, time

record = open(os.environ["PBRAIN_RECORD"], "a") if os.environ.get("PBRAIN_RECORD") else None
max_size = int(os.environ.get("PBRAIN_MAX_SIZE", "26"))
min_size = int(os.environ.get("PBRAIN_MIN_SIZE", "1"))
stuck = bool(os.environ.get("PBRAIN_STUCK"))
fault = os.environ.get("PBRAIN_FAULT", "")
moves_asked = 0
lock = threading.Lock()
width = height = 0
stones = {}      # (x, y) -> 1 (mine) or 2 (the opponent's)
info = {}
in_board = False


def say(*lines):
    # NB: one write, whatever Python's buffering: the lines reach ttt together.
    with lock:
        os.write(1, "".join(line + "\n" for line in lines).encode())


def late_answer():
    time.sleep(0.6)
    say("99,99")


def play():
    global moves_asked
    moves_asked += 1
    if fault == "late-first" and moves_asked == 1:
        threading.Thread(target=late_answer, daemon=True).start()
        return
    if stuck:
        say("ERROR cannot think today")
        return
    free = [(x, y) for y in range(height) for x in range(width) if (x, y) not in stones]
    x, y = free[0]
    stones[(x, y)] = 1
    # NB: a second answer comes in the same write as the first, so it is there before any request.
    second = ["%d,%d" % free[-1]] if fault == "twice" and len(free) > 1 else []
    say("MESSAGE %d stones on the board" % (len(stones) - 1),
        "DEBUG timeout_turn=%s time_left=%s rule=%s" % (info.get("timeout_turn"), info.get("time_left"), info.get("rule")),
        "UNKNOWN not a real complaint: the referee must not judge it",
        "%d,%d" % (x, y), *second)


for raw in sys.stdin:
    line = raw.strip()
    if record:
        record.write(line + "\n")
        record.flush()
    words = line.replace(",", " ").split()
    if not words:
        continue
    command = words[0].upper()
    if in_board:
        if command == "DONE":
            in_board = False
            play()
        else:
            stones[(int(words[0]), int(words[1]))] = int(words[2])
    elif command == "RECTSTART" and fault == "ignore-rect":
        pass
    elif command in ("START", "RECTSTART"):
        w, h = int(words[1]), int(words[-1])
        if w > max_size or h > max_size or w < min_size or h < min_size:
            say("ERROR unsupported size %dx%d" % (w, h))
        else:
            width, height = w, h
            stones.clear()
            # NB: the unasked line comes in the same write as OK, so it is there before any request.
            say("OK", *(["5,5"] if fault == "unasked" else []))
    elif command == "ABOUT":
        say('name="recorder", version="2.1", author="ttt tests", country="CZ"')
    elif command == "INFO" and len(words) >= 3:
        info[words[1]] = words[2]
        if fault == "slow-memory" and words[1] == "max_memory":
            time.sleep(0.5)
        if fault == "refuse-rule" and words[1] == "rule":
            say("ERROR rule %s is not supported" % words[2])
    elif command == "BEGIN":
        play()
    elif command == "TURN":
        stones[(int(words[1]), int(words[2]))] = 2
        play()
    elif command == "BOARD":
        stones.clear()
        in_board = True
    elif command == "END":
        break
    else:
        say("UNKNOWN " + command)
