#!/bin/sh
# Fault: a Gomocup brain that shakes hands properly but answers every move with 99,99,
# a cell off any board it plays.
while read -r line; do
    line=$(printf '%s' "$line" | tr -d '\r')
    case "$line" in
    START*|RECTSTART*) echo OK ;;
    ABOUT) echo 'name="offboard", version="1.0", author="ttt tests"' ;;
    BEGIN|TURN*|DONE) echo 99,99 ;;
    END) exit 0 ;;
    esac
done
