#!/usr/bin/env bash
# The binary samples of ttt and of c-gomoku-cli, compared on the same match: the deterministic
# Gomocup brain Players/bots/gomocup/pbrain-fast.c against itself, 100 games from the 50
# openings of Scripts/openings/centre-3.txt written in the pos notation (rows from the top, as
# c-gomoku-cli reads them), each played twice, under freestyle and renju rules.
#
#   Scripts/samples-cross-check.sh PATH-TO-c-gomoku-cli [PATH-TO-ttt]
#
# Both write -sample format=bin and bin_lz4 (ttt: --samples FILE.bin and FILE.bin.lz4); the
# entries are decoded and compared one by one, and the .lz4 files decompressed with the lz4
# tool (where it is installed) must give the .bin files' bytes. Needs cc and python3; c-gomoku-cli
# is built outside the repository (github.com/nkg114mc/c-gomoku-cli). Exits 1 on a difference.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
anchor="${1:?give the path of c-gomoku-cli}"
ttt="${2:-$root/.build/debug/ttt}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cc -O2 -o "$work/pbrain-fast" "$root/Players/bots/gomocup/pbrain-fast.c"
# NB: two copies, as two players: ttt takes a player once.
cp "$work/pbrain-fast" "$work/pbrain-copy"
# ttt's cells (rows from the bottom) as pos lines (rows from the top), on 15x15.
grep -v '^#' "$root/Scripts/openings/centre-3.txt" | grep . |
  python3 -c 'import sys
for line in sys.stdin:
    print("".join(w[0] + str(16 - int(w[1:])) for w in line.split()))' > "$work/centre-3.pos"

status=0
for rule in freestyle renju; do
  number=$([ "$rule" = renju ] && echo 4 || echo 0)
  ttt_rules=$([ "$rule" = renju ] && echo renju || echo gomoku)
  for format in bin bin_lz4; do
    name=$([ "$format" = bin ] && echo bin || echo bin.lz4)
    (cd "$work" && "$anchor" -each tc=10/5 -engine "cmd=$work/pbrain-fast" name=a -engine "cmd=$work/pbrain-copy" name=b \
      -rule "$number" -boardsize 15 -games 100 -repeat -concurrency 1 \
      -openings "file=$work/centre-3.pos" type=pos order=sequential \
      -sample "format=$format" "file=$work/c-$rule.$name" > "$work/c-$rule-$format.log" 2>&1)
    "$ttt" match "gomocup:$work/pbrain-fast" "gomocup:$work/pbrain-copy" --games 100 --rules "$ttt_rules" \
      --time 5s --openings "$work/centre-3.pos" --samples "$work/t-$rule.$name" > "$work/t-$rule-$format.log"
  done
  if cmp -s "$work/c-$rule.bin" "$work/t-$rule.bin"; then echo "$rule: the .bin files are the same, byte for byte"; fi
  python3 - "$work/c-$rule.bin" "$work/t-$rule.bin" "$rule" <<'EOF' || status=1
import struct, sys
def entries(path):
    data, at, found = open(path, "rb").read(), 0, []
    while at < len(data):
        first, second = struct.unpack_from("<HH", data, at)
        ply = first >> 2 & 511
        cells = struct.unpack_from("<%dH" % ply, data, at + 4)
        found.append((first & 3, ply, first >> 11, second & 7, second >> 3, cells))
        at += 4 + 2 * ply
    return found
theirs, ours = entries(sys.argv[1]), entries(sys.argv[2])
same = sum(1 for a, b in zip(theirs, ours) if a == b)
print("%s: c-gomoku-cli %d entries, ttt %d, %d equal in order" % (sys.argv[3], len(theirs), len(ours), same))
for index, (a, b) in enumerate(zip(theirs, ours)):
    if a != b:
        print("  first difference, entry %d: c-gomoku-cli %s, ttt %s" % (index, a, b))
        break
sys.exit(0 if theirs == ours and theirs else 1)
EOF
  if command -v lz4 >/dev/null 2>&1; then
    for who in c t; do
      if lz4 -dc "$work/$who-$rule.bin.lz4" | cmp -s - "$work/$who-$rule.bin"; then
        echo "$rule: $who-$rule.bin.lz4 decompresses to $who-$rule.bin"
      else
        echo "$rule: $who-$rule.bin.lz4 does not decompress to $who-$rule.bin"; status=1
      fi
    done
  fi
done
exit $status
