#!/bin/sh
# Fault: never answers the handshake.
sleep 1000
