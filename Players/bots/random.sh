#!/bin/sh
# Random in POSIX shell: plays a random free cell (or column, in gravity games).
cr=$(printf '\r')
while read -r word rest; do
    # NB: a request may end in CRLF; the CR would stick to the last word.
    word=${word%"$cr"} rest=${rest%"$cr"}
    case "$word" in
    ttt) printf 'name random.sh\nready\n' ;;
    ping) echo pong ;;
    quit) exit 0 ;;
    move)
        board= gravity= moves=
        for pair in $rest; do
            case "$pair" in
            board=*) board=${pair#board=} ;;
            gravity=*) gravity=${pair#gravity=} ;;
            moves=*) moves=${pair#moves=} ;;
            esac
        done
        cols=${board%x*} rows=${board#*x}
        free=
        c=0
        for letter in a b c d e f g h i j k l m n o p q r s t u v w x y z; do
            [ "$c" -lt "$cols" ] || break
            if [ "$gravity" = yes ]; then
                used=$(printf '%s\n' "$moves" | tr ',' '\n' | grep -cx "$letter")
                [ "$used" -lt "$rows" ] && free="$free $letter"
            else
                r=1
                while [ "$r" -le "$rows" ]; do
                    case ",$moves," in *",$letter$r,"*) ;; *) free="$free $letter$r" ;; esac
                    r=$((r + 1))
                done
            fi
            c=$((c + 1))
        done
        set -- $free
        pick=$(( $(od -An -N2 -tu2 /dev/urandom) % $# + 1 ))
        eval "echo move \${$pick}"
        ;;
    esac
done
