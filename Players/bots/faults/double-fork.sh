#!/bin/sh
# Fault: when it shakes hands, a child of a child that exits at once (a double fork)
# starts 'sleep' in a session of its own with an empty environment (no mark of its run),
# then never answers a move. The sleep's length comes from STRAY_SECONDS, so a test can
# find it in the process table.
while read -r word rest; do
    case "$word" in
    ttt) (env -i setsid sleep "${STRAY_SECONDS:-1000}" </dev/null >/dev/null 2>&1 &) ; echo ready ;;
    move) sleep 1000 ;;
    esac
done
