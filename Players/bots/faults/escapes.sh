#!/bin/sh
# Fault: names itself and answers with escape sequences (clear screen, red text, a bell),
# which ttt must show written out, never send to a terminal.
esc=$(printf '\033')
while read -r word rest; do
    case "$word" in
    ttt) printf 'name %s[2J%s[31mEvil\007\n' "$esc" "$esc"; echo ready ;;
    ping) echo pong ;;
    move) printf 'move %s[2J%s]0;pwned\007\n' "$esc" "$esc" ;;
    quit) exit 0 ;;
    esac
done
