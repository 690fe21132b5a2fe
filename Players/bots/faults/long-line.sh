#!/bin/sh
# Fault: answers a move request with a line of 100 KB.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) head -c 100000 /dev/zero | tr '\0' x; echo ;;
    quit) exit 0 ;;
    esac
done
