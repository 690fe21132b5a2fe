#!/bin/sh
# Fault: answers every move, but only after a second.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) sleep 1; echo "move b2" ;;
    quit) exit 0 ;;
    esac
done
