#!/bin/sh
# Fault: starts a child in a session of its own when it shakes hands, then crashes with
# status 3 on its first move, leaving the child to init.
while read -r word rest; do
    case "$word" in
    ttt) setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo ready ;;
    move) exit 3 ;;
    esac
done
