#!/bin/sh
# Fault: plays the first free cell and answers ping, but ignores quit, the end of its
# input and SIGTERM: only SIGKILL ends it.
trap '' TERM
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    ping) echo pong ;;
    move)
        moves=${rest##*moves=}
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case ",$moves," in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done
        ;;
    esac
done
while :; do sleep 1000; done
