#!/bin/sh
# Fault: exits with status 3 before the handshake.
echo "cannot start: no brain found" >&2
exit 3
