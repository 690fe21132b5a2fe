#!/bin/sh
# Fault: shakes hands, then closes its stdout and keeps running.
read -r word rest
echo ready
exec 1>&-
sleep 1000
