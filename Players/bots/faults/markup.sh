#!/bin/sh
# Fault: answers with markup instead of a move, which a report must show as text, never as
# part of its page.
while read -r word rest; do
    case "$word" in
    ttt) echo ready ;;
    ping) echo pong ;;
    move) echo 'move <b id="injected">x</b></script><script>document.title="pwned"</script>' ;;
    quit) exit 0 ;;
    esac
done
