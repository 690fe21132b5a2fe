#!/bin/sh
# Ends the handshake with 'ok', which the protocol takes as 'ready', then plays the first
# free cell of the 3x3 board.
while read -r word rest; do
    case "$word" in
    ttt) echo ok ;;
    ping) echo pong ;;
    move) echo "move b2" ;;
    quit) exit 0 ;;
    esac
done
