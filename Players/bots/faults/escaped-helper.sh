#!/bin/sh
# Not a fault: a sound bot that relies on a helper it started outside its process group.
# When it shakes hands it starts the helper through a double fork (its parent is gone at
# once) in a session of its own (setsid), keeping the bot's environment; before every move
# it checks that the helper still runs, and gives up ('error ...') when it is gone. It plays
# the first free cell (a1, a2, a3, b1, ...). ttt must end the helper with this bot's run,
# never with another bot's. The helper's sleep lasts HELPER_SECONDS (1000 unless set), so
# a test can find it in the process table.
helper=""
while read -r word rest; do
    case "$word" in
    ttt)
        (setsid sh -c 'echo $$ > helper.pid; exec sleep "$0"' "${HELPER_SECONDS:-1000}" </dev/null >/dev/null 2>&1 &)
        tries=0
        while [ ! -s helper.pid ] && [ "$tries" -lt 500 ]; do sleep 0.01; tries=$((tries + 1)); done
        helper=$(cat helper.pid 2>/dev/null)
        echo ready ;;
    ping) echo pong ;;
    move)
        if [ -z "$helper" ] || ! kill -0 "$helper" 2>/dev/null; then
            echo "error my helper ($helper) is gone"
            continue
        fi
        moves=",${rest##*moves=},"
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case "$moves" in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done ;;
    quit) [ -n "$helper" ] && kill "$helper" 2>/dev/null; exit 0 ;;
    esac
done
