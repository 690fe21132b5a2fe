#!/bin/sh
# Fault: says 'move c3' unasked right after 'ready' (in the same write), then answers
# every request with the first free cell (a1, a2, a3, b1, ...).
while read -r word rest; do
    case "$word" in
    ttt) printf 'ready\nmove c3\n' ;;
    ping) echo pong ;;
    move)
        moves=",${rest##*moves=},"
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case "$moves" in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done ;;
    quit) exit 0 ;;
    esac
done
