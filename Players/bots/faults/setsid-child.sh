#!/bin/sh
# Fault: starts a child in a session of its own (out of reach of signals to its process
# group) when it shakes hands, then never answers a move.
while read -r word rest; do
    case "$word" in
    ttt) setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo ready ;;
    move) sleep 1000 ;;
    esac
done
