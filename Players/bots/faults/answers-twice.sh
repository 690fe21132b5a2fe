#!/bin/sh
# Fault: answers every request twice, in one write: the first free cell (a1, a2, a3, b1,
# ...), then the last free cell (c3, c2, c1, b3, ...).
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    ping) echo pong ;;
    move)
        moves=",${rest##*moves=},"
        first=""
        last=""
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case "$moves" in *",$cell,"*) ;; *) [ -z "$first" ] && first=$cell; last=$cell ;; esac
        done
        printf 'move %s\nmove %s\n' "$first" "$last" ;;
    quit) exit 0 ;;
    esac
done
