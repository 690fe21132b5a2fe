#!/bin/sh
# The tuning corpus of the gomoku search (issue 28): search against search from the balanced
# openings, every move a row of training samples, for `ttt tune` (see Sources/Search/README.md,
# "Tuning the evaluation").
#
#   Scripts/tuning/make-corpus.sh [corpus.csv]          (from the package's folder)
#   ttt tune corpus.csv --output tuned.json
#
# Settings, from the environment: GAMES (default 8000), CONCURRENCY (2), TIME (50ms a move)
# or NODES (positions a move instead of a time: the same games on every machine), RULES
# (gomoku), OPENINGS (Scripts/openings/freestyle-balanced.txt), TTT (the ttt binary; built
# with `swift build -c release` when missing).
#
# How long: a game gives about 36 rows (60 games of search:nodes=2000 against nodes=1500 from
# these openings: 2,167 rows), of which about three in four are quiet positions that
# `ttt tune` keeps (1,616). 8000 games give about 290,000 rows, 210,000 quiet. At 50ms a move
# each row costs 50ms of one core: about 4 hours at CONCURRENCY=1, 2 hours at 2 (estimated
# from the small run, not measured whole). Two players at 50ms think 100ms per move pair, so
# leave a core per game: CONCURRENCY at most the cores.
#
# The journal (corpus.jsonl beside the samples) records every finished game: a run stopped
# half-way goes on where it stopped when started again (it resumes the journal), and the
# samples file is written anew from it, whole. Games a player forfeited (on time, mostly at
# the start, while the pattern tables are built) are left out of the samples.
set -eu

out=${1:-corpus.csv}
case $out in
    *.csv | *.jsonl) ;;
    *) echo "Error: the corpus '$out' needs a name ending in .csv or .jsonl." >&2; exit 2 ;;
esac
journal="${out%.*}.jsonl"
[ "$journal" = "$out" ] && journal="${out%.*}-journal.jsonl"
games=${GAMES:-8000}
concurrency=${CONCURRENCY:-2}
rules=${RULES:-gomoku}
openings=${OPENINGS:-Scripts/openings/freestyle-balanced.txt}
ttt=${TTT:-.build/release/ttt}

if [ ! -x "$ttt" ]; then
    swift build -c release --product ttt
fi
if [ -n "${NODES:-}" ]; then
    # NB: two budgets, so that the games of one opening differ between the colours' passes.
    first="search:nodes=$NODES,name=search-a"
    second="search:nodes=$((NODES * 3 / 4)),name=search-b"
    limit=""
else
    first="search:name=search-a"
    second="search:name=search-b"
    limit="--time ${TIME:-50ms} --time-margin 50ms"
fi
resume=""
[ -s "$journal" ] && resume="--resume"

# shellcheck disable=SC2086 # $limit and $resume are lists of words, or nothing.
exec "$ttt" match "$first" "$second" --rules "$rules" --games "$games" \
    --openings "$openings" --openings-transform $limit \
    --concurrency "$concurrency" --seed 28 \
    --journal "$journal" $resume \
    --samples "$out" --samples-skip-faults
