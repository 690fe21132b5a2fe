#!/bin/sh
# Not a fault: writes 2 MB on stderr before every move, then plays the first free cell.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    move)
        head -c 2000000 /dev/zero | tr '\0' '.' >&2
        moves=${rest##*moves=}
        for cell in a1 a2 a3 b1 b2 b3 c1 c2 c3; do
            case ",$moves," in *",$cell,"*) ;; *) echo "move $cell"; break ;; esac
        done
        ;;
    quit) exit 0 ;;
    esac
done
