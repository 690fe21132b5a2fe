#!/bin/sh
# Fault: answers a move request with a line that is not in the protocol.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) echo "I think b2 is nice" ;;
    quit) exit 0 ;;
    esac
done
