#!/usr/bin/env python3
"""Writes Tests/TournamentsTests/RatingsChoixFixtures.swift: ratings worked out by choix.

ttt rates players as BayesElo does: the Bradley-Terry model (a draw is half a point), fitted
over all games at once, with a prior of virtual draws: every player plays P of them (P = 2,
BayesElo's default `prior`), spread evenly over every other player who played, so each pair
of n players has P / (n - 1). With `--ratings mle` there is no prior.

choix (https://github.com/lucasmaystre/choix) fits the same model to comparisons (a winner,
a loser). A draw is half a win each way, and the virtual draws are games like the others, so
each case is given to choix as comparisons: every count multiplied by K, the smallest whole
number that makes them all whole (K real wins, K/2 wins each way for a draw, K P / (2 (n-1))
each way between every pair for the prior). Multiplying every count by K leaves the maximum
where it is and multiplies the information by K, so the ratings are choix's maximum
(`ilsr_pairwise` with alpha=0, checked against `opt_pairwise`), and the intervals come from
choix's Hessian of the log-likelihood at it (`PairwiseFcts.hessian`), divided by K: the
inverse (the pseudo-inverse for a mean of 0, the anchor's row and column removed for an
anchor) gives each rating's variance, and 1.96 standard errors are the 95% margin.

choix's own `alpha` is another prior: in `ilsr_pairwise` a constant added to every rate of
the Markov chain (a virtual game's rate depends on the strengths), in `opt_pairwise` a Gaussian
prior on the strengths. Neither is BayesElo's, so the prior is given as games, as BayesElo
adds it; the script prints, for the record, how far `ilsr_pairwise`'s alpha lands from it.

Run: pip install choix; python3 Scripts/ratings/choix-fixtures.py (from the repository).
The tests read the file it writes and need no Python.
"""

import math
import sys
from fractions import Fraction

import choix
import numpy as np

ELO = 400 / math.log(10)
Z95 = 1.959963984540054

# (name, players, results as (i, j, wins of i, losses of i, draws), prior or None, anchor)
CASES = [
    ("two players, 3 of 4", 2, [(0, 1, 3, 1, 0)], 2, None),
    ("two players, 3 of 4, no prior", 2, [(0, 1, 3, 1, 0)], None, None),
    ("one took every point of 20 games", 2, [(0, 1, 20, 0, 0)], 2, None),
    ("one took every point of 20 games, second given first", 2, [(0, 1, 0, 20, 0)], 2, None),
    ("four players, 20 games a pairing, the first all but half a point", 4,
     [(0, 1, 19, 0, 1), (0, 2, 20, 0, 0), (0, 3, 20, 0, 0), (1, 2, 14, 4, 2), (1, 3, 17, 2, 1), (2, 3, 10, 8, 2)], 2, None),
    ("four players, 20 games a pairing, the first all but half a point, no prior", 4,
     [(0, 1, 19, 0, 1), (0, 2, 20, 0, 0), (0, 3, 20, 0, 0), (1, 2, 14, 4, 2), (1, 3, 17, 2, 1), (2, 3, 10, 8, 2)], None, None),
    ("three players, the first took every point", 3, [(0, 1, 10, 0, 0), (0, 2, 10, 0, 0), (1, 2, 6, 2, 2)], 2, None),
    ("a gauntlet: the first against three who never met", 4, [(0, 1, 8, 1, 1), (0, 2, 5, 3, 2), (0, 3, 2, 6, 2)], 2, None),
    ("uneven pairings with draws, one pair never met, anchored", 4,
     [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)], 4, 2),
    ("uneven pairings with draws, one pair never met, prior 0.5", 4,
     [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)], 0.5, None),
    ("uneven pairings with draws, one pair never met, no prior, anchored", 4,
     [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)], None, 2),
    ("a player with no games is not rated", 3, [(0, 1, 6, 2, 2)], 2, None),
]


def comparisons(n, results, prior):
    """Every count times K, as (winner, loser) comparisons, K, and the players who played."""
    played = sorted({p for i, j, *_ in results for p in (i, j)})
    per_pair = Fraction(prior).limit_denominator(1000) / (len(played) - 1) if prior else Fraction(0)
    k = 2
    while (per_pair * k / 2).denominator != 1:
        k += 2
    data = []
    for i, j, wins, losses, draws in results:
        data += [(i, j)] * (wins * k) + [(j, i)] * (losses * k) + [(i, j), (j, i)] * (draws * k // 2)
    virtual = int(per_pair * k / 2)
    for a in played:
        for b in played:
            if a < b:
                data += [(a, b), (b, a)] * virtual
    return data, k, played


def rate(n, results, prior, anchor):
    data, k, played = comparisons(n, results, prior)
    index = {p: place for place, p in enumerate(played)}
    local = [(index[w], index[l]) for w, l in data]
    m = len(played)
    theta = choix.ilsr_pairwise(m, local, alpha=0.0, max_iter=10_000, tol=1e-13)
    theta -= theta.mean()
    other = choix.opt_pairwise(m, local, alpha=0.0, tol=1e-12)
    other -= other.mean()
    assert np.max(np.abs(theta - other)) * ELO < 1e-4, (theta, other)
    information = choix.opt.PairwiseFcts(local, 0.0).hessian(theta) / k / ELO**2
    if anchor is None:
        covariance = np.linalg.pinv(information)
        shift = 0.0
    else:
        kept = [a for a in range(m) if a != index[anchor]]
        covariance = np.zeros((m, m))
        covariance[np.ix_(kept, kept)] = np.linalg.inv(information[np.ix_(kept, kept)])
        shift = theta[index[anchor]]
    elo = [math.nan] * n
    margin = [math.nan] * n
    for p in played:
        elo[p] = (theta[index[p]] - shift) * ELO
        margin[p] = Z95 * math.sqrt(max(covariance[index[p], index[p]], 0))
    if prior:
        # NB: for the record only: choix's own alpha, set to the same virtual draws a pair.
        alpha = prior / (m - 1) / 2
        plain = []
        for i, j, wins, losses, draws in results:
            plain += [(index[i], index[j])] * (2 * wins) + [(index[j], index[i])] * (2 * losses)
            plain += [(index[i], index[j]), (index[j], index[i])] * draws
        regularised = choix.ilsr_pairwise(m, plain, alpha=2 * alpha, max_iter=10_000, tol=1e-13)
        regularised -= regularised.mean()
        gap = np.max(np.abs((regularised - theta) * ELO))
        print(f"  ilsr_pairwise's alpha={alpha:.4g} a direction lands {gap:.1f} Elo from the virtual draws", file=sys.stderr)
    return elo, margin


def swift_number(value):
    return ".nan" if math.isnan(value) else repr(round(float(value), 9))


def main():
    lines = [
        "// Written by Scripts/ratings/choix-fixtures.py from choix's fits; do not edit by hand.",
        "",
        "import Tournaments",
        "",
        "extension RatingsChoixTests {",
        "    static let cases: [Case] = [",
    ]
    for name, n, results, prior, anchor in CASES:
        print(name, file=sys.stderr)
        elo, margin = rate(n, results, prior, anchor)
        method = f".prior(virtualDraws: {prior})" if prior else ".maximumLikelihood"
        lines.append(f"        Case(")
        lines.append(f"            name: \"{name}\", players: {n},")
        lines.append("            results: [" + ", ".join(f"({i}, {j}, {w}, {l}, {d})" for i, j, w, l, d in results) + "],")
        lines.append(f"            method: {method}, anchor: {'nil' if anchor is None else anchor},")
        lines.append("            elo: [" + ", ".join(swift_number(v) for v in elo) + "],")
        lines.append("            margin: [" + ", ".join(swift_number(v) for v in margin) + "]),")
    lines += ["    ]", "}", ""]
    with open("Tests/TournamentsTests/RatingsChoixFixtures.swift", "w") as file:
        file.write("\n".join(lines))


if __name__ == "__main__":
    main()
