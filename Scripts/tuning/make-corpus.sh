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
# as 50ms), PLAYER (search; a player with options of its own, such as
# search:weights=Scripts/tuning/weights-1.json, takes the script's after a comma; an engine,
# gomocup:PATH or uci:PATH, needs TIME, as in the Rapfi corpus below), SEED (28),
# CONCURRENCY (1), RULES (gomoku), OPENINGS (Scripts/openings/freestyle-balanced.txt), LOGS
# (a directory for the players' logs, --bot-logs: an engine's evaluations, which
# Scripts/tuning/engine-targets.py turns into targets), TTT (the ttt binary; built with
# `swift build -c release` when missing).
#
# The second fit's weights (Scripts/tuning/weights-2.json) were fitted to three corpora,
# 22,000 games in all, from the first fit's weights (the ones the search played with before;
# today's `ttt tune` needs `--fix threats,threatsBefore` beside these lines to make them
# again):
#
#   PLAYER=search-v2 Scripts/tuning/make-corpus.sh corpus-1.csv
#   PLAYER=search:weights=Scripts/tuning/weights-1.json GAMES=8000 \
#       Scripts/tuning/make-corpus.sh corpus-2.csv
#   PLAYER=search:weights=corpus-2-tuned.json GAMES=8000 SEED=29 \
#       Scripts/tuning/make-corpus.sh corpus-3.csv
#   ttt tune corpus-1.csv corpus-2.csv corpus-3.csv --weights Scripts/tuning/weights-1.json \
#       --output tuned.json --passes 1000
#
# where corpus-2-tuned.json is `ttt tune corpus-2.csv corpus-1.csv --weights
# Scripts/tuning/weights-1.json --output corpus-2-tuned.json --passes 1000` (the corpora
# in that order). Corpus 1 is the one the first fit was made from: 6,000
# games, 232,670 rows (173,705 of them quiet, the positions `ttt tune` keeps), in 31
# minutes on one core of a 2-core machine that was busy with other work; the CSV's MD5 was
# 624338d0c2c77454891552249830a9ae. Corpus 2: 8,000 games, 273,266 rows, 14 minutes on one
# core, MD5 23203396ff2e1c44bdeeea8a1d3db0b5; corpus 3: 8,000 games, 249,432 rows, 17
# minutes, MD5 6ce89e2e75c7dc24f938afc87d153562 (the first 20 games of each were played
# again from these recipes, identical).
#
# A corpus of Rapfi's own games (docs/SEARCH-EXPERIMENTS.md, "Corpora": rapfi-1; timed,
# so a rerun plays other games):
#
#   PLAYER=gomocup:./pbrain-rapfi TIME=50ms CONCURRENCY=2 SEED=40 \
#       Scripts/tuning/make-corpus.sh rapfi-1.csv
#
# and the one the default weights were fitted to, Rapfi's evaluations as the targets: first
# the named weights alone (Scripts/tuning/weights-3.json), then with the threat values
# (Scripts/tuning/weights-4.json), then with those before the last stone too
# (EvaluationWeights.default):
#
#   PLAYER=gomocup:./pbrain-rapfi TIME=50ms GAMES=4000 CONCURRENCY=2 SEED=41 LOGS=logs \
#       Scripts/tuning/make-corpus.sh rapfi-2.csv
#   Scripts/tuning/engine-targets.py rapfi-2.csv logs rapfi-2-targets.csv
#   ttt tune rapfi-2-targets.csv --weights Scripts/tuning/weights-2.json \
#       --fix threats,threatsBefore --output weights-3.json
#   ttt tune rapfi-2-targets.csv --weights weights-3.json --passes 1500 \
#       --fix threatsBefore --output weights-4.json
#   ttt tune rapfi-2-targets.csv --weights weights-4.json --passes 1500 --output tuned.json
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
seed=${SEED:-28}
# NB: a player given with options of its own (search:weights=FILE) takes ours after a comma.
# An engine (gomocup:PATH, uci:PATH) takes its options after a colon, and only name=: its
# games are timed (TIME), as its positions a move cannot be set.
external=""
case $player in
    cmd:*)
        echo "Error: PLAYER '$player' is a command line, which takes no options; this script names its two players with them. Give the engine as gomocup:PATH or uci:PATH." >&2
        exit 2 ;;
    gomocup:* | uci:*)
        external=yes
        case $player in
            gomocup:*:*=* | uci:*:*=*) join="," ;;
            *) join=":" ;;
        esac ;;
    *:*) join="," ;;
    *) join=":" ;;
esac
if [ -n "$external" ] && [ -z "${TIME:-}" ]; then
    echo "Error: PLAYER '$player' is an external engine, whose positions a move ttt cannot set: give TIME (as in TIME=50ms)." >&2
    exit 2
fi

if [ ! -x "$ttt" ]; then
    swift build -c release --product ttt
fi
if [ -n "${TIME:-}" ]; then
    first="$player${join}name=search-a"
    second="$player${join}name=search-b"
    limit="--time $TIME --time-margin 50ms"
else
    # NB: two budgets, so that the games of one opening differ between the colours' passes.
    nodes=${NODES:-3000}
    first="$player${join}nodes=$nodes,name=search-a"
    second="$player${join}nodes=$((nodes * 3 / 4)),name=search-b"
    limit=""
fi
resume=""
[ -s "$journal" ] && resume="--resume"
set --
[ -n "${LOGS:-}" ] && set -- --bot-logs "$LOGS"

# shellcheck disable=SC2086 # $limit and $resume are lists of words, or nothing.
exec "$ttt" match "$first" "$second" --rules "$rules" --games "$games" \
    --openings "$openings" --openings-transform $limit \
    --concurrency "$concurrency" --seed "$seed" \
    --journal "$journal" $resume \
    --samples "$out" --samples-skip-faults "$@"
