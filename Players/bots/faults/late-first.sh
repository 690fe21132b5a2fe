#!/bin/sh
# Fault: answers the first move request of its run only after 600ms, and with the
# off-board cell z9 (in the background, as an engine that reads while it thinks); every
# later request at once with the first free cell (a1, a2, a3, b1, ...). Answers ping at once.
first=yes
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    ping) echo pong ;;
    move)
        if [ "$first" = yes ]; then
            first=no
            (sleep 0.6; echo "move z9") &
        else
            moves=",${rest##*moves=},"
            for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
                case "$moves" in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
            done
        fi ;;
    quit) exit 0 ;;
    esac
done
