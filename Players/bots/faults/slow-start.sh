#!/bin/sh
# Fault: slow to start. Reads nothing for half a second (SLOW_START_SECONDS, if set), as an
# engine that loads its weights, then shakes hands and answers every request at once with
# the first free cell of a 3x3 board (a1, a2, a3, b1, ...). A referee that times its start
# as its first move has it lose on time.
sleep "${SLOW_START_SECONDS:-0.5}"
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    ping) echo pong ;;
    move)
        moves=",${rest##*moves=},"
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case "$moves" in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done ;;
    quit) exit 0 ;;
    esac
done
