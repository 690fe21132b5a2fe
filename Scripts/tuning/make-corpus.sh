#!/bin/sh
# The tuning corpus of the gomoku search (issue 28): search against search from the balanced
# openings, every move a row of training samples, for `ttt tune` (see Sources/Search/README.md,
# "Tuning the evaluation").
#
#   Scripts/tuning/make-corpus.sh [corpus.csv]          (from the package's folder)
#   ttt tune corpus.csv --output tuned.json
#
# Settings, from the environment: GAMES (default 6000), NODES (positions a move: 3000 for
# the first player, three quarters of it for the second, so that the two colours' games of
# an opening differ; the same games on every machine) or TIME (a time a move instead, such
# as 50ms), PLAYER (search), CONCURRENCY (1), RULES (gomoku), OPENINGS
# (Scripts/openings/freestyle-balanced.txt), TTT (the ttt binary; built with
# `swift build -c release` when missing).
#
# The defaults made the corpus the search's weights were fitted to (EvaluationWeights.default):
# 6,000 games, 232,670 rows (173,705 of them quiet, the positions `ttt tune` keeps), in 31
# minutes on one core of a 2-core machine that was busy with other work; the CSV's MD5 was
# 624338d0c2c77454891552249830a9ae. It was played by the search of that time, kept as
# `search-v2`: PLAYER=search-v2 makes that corpus again; today's search makes another.
#
# The journal (corpus.jsonl beside the samples) records every finished game: a run stopped
# half-way goes on where it stopped when started again (it resumes the journal), and the
# samples file is written anew from it, whole. Games a player forfeited are left out of the
# samples.
set -eu

out=${1:-corpus.csv}
case $out in
    *.csv | *.jsonl) ;;
    *) echo "Error: the corpus '$out' needs a name ending in .csv or .jsonl." >&2; exit 2 ;;
esac
journal="${out%.*}.jsonl"
[ "$journal" = "$out" ] && journal="${out%.*}-journal.jsonl"
games=${GAMES:-6000}
concurrency=${CONCURRENCY:-1}
rules=${RULES:-gomoku}
openings=${OPENINGS:-Scripts/openings/freestyle-balanced.txt}
ttt=${TTT:-.build/release/ttt}
player=${PLAYER:-search}

if [ ! -x "$ttt" ]; then
    swift build -c release --product ttt
fi
if [ -n "${TIME:-}" ]; then
    first="$player:name=search-a"
    second="$player:name=search-b"
    limit="--time $TIME --time-margin 50ms"
else
    # NB: two budgets, so that the games of one opening differ between the colours' passes.
    nodes=${NODES:-3000}
    first="$player:nodes=$nodes,name=search-a"
    second="$player:nodes=$((nodes * 3 / 4)),name=search-b"
    limit=""
fi
resume=""
[ -s "$journal" ] && resume="--resume"

# shellcheck disable=SC2086 # $limit and $resume are lists of words, or nothing.
exec "$ttt" match "$first" "$second" --rules "$rules" --games "$games" \
    --openings "$openings" --openings-transform $limit \
    --concurrency "$concurrency" --seed 28 \
    --journal "$journal" $resume \
    --samples "$out" --samples-skip-faults
