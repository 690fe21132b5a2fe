#!/bin/sh
# Fault: plays the first free cell on its first move, then exits with status 7 when asked again.
asked=0
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move)
        asked=$((asked + 1))
        if [ "$asked" -ge 2 ]; then echo "segmentation fault (pretend)" >&2; exit 7; fi
        moves=${rest##*moves=}
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case ",$moves," in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done
        ;;
    quit) exit 0 ;;
    esac
done
