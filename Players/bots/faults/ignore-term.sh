#!/bin/sh
# Fault: ignores SIGTERM (and so does its child) and never answers a move.
trap '' TERM
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move) sleep 1000 ;;
    quit) ;;
    esac
done
sleep 1000
