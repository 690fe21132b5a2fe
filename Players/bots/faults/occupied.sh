#!/bin/sh
# Fault: always plays a1, taken or not.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) echo "move a1" ;;
    quit) exit 0 ;;
    esac
done
