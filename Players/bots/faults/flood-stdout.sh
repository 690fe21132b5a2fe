#!/bin/sh
# Fault: answers a move request with endless info lines and never a move.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) yes "info thinking very hard" ;;
    quit) exit 0 ;;
    esac
done
