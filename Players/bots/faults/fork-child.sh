#!/bin/sh
# Fault: starts a child that keeps the pipes open, then exits with status 2 on its first move.
while read -r word rest; do
    case "$word" in
    ttt) sleep 1000 & echo ready ;;
    move) exit 2 ;;
    esac
done
