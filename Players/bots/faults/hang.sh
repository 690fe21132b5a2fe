#!/bin/sh
# Fault: shakes hands, then never answers a move (sleeps in a child process).
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) sleep 1000 ;;
    esac
done
