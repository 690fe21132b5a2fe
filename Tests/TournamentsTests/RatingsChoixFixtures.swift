// Written by Scripts/ratings/choix-fixtures.py from choix's fits; do not edit by hand.

import Tournaments

extension RatingsChoixTests {
    static let cases: [Case] = [
        Case(
            name: "two players, 3 of 4", players: 2,
            results: [(0, 1, 3, 1, 0)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [60.205999133, -60.205999133],
            margin: [147.432432033, 147.432432033]),
        Case(
            name: "two players, 3 of 4, no prior", players: 2,
            results: [(0, 1, 3, 1, 0)],
            method: .maximumLikelihood, anchor: nil,
            elo: [95.424250944, -95.424250944],
            margin: [196.576576044, 196.576576044]),
        Case(
            name: "one took every point of 20 games", players: 2,
            results: [(0, 1, 20, 0, 0)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [264.443858947, -264.443858947],
            margin: [174.246511082, 174.246511082]),
        Case(
            name: "one took every point of 20 games, second given first", players: 2,
            results: [(0, 1, 0, 20, 0)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [-264.443858947, 264.443858947],
            margin: [174.246511082, 174.246511082]),
        Case(
            name: "four players, 20 games a pairing, the first all but half a point", players: 4,
            results: [(0, 1, 19, 0, 1), (0, 2, 20, 0, 0), (0, 3, 20, 0, 0), (1, 2, 14, 4, 2), (1, 3, 17, 2, 1), (2, 3, 10, 8, 2)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [510.821735849, -9.683820705, -222.249739829, -278.888175315],
            margin: [214.531675442, 103.875596923, 107.927286071, 112.204233441]),
        Case(
            name: "four players, 20 games a pairing, the first all but half a point, no prior", players: 4,
            results: [(0, 1, 19, 0, 1), (0, 2, 20, 0, 0), (0, 3, 20, 0, 0), (1, 2, 14, 4, 2), (1, 3, 17, 2, 1), (2, 3, 10, 8, 2)],
            method: .maximumLikelihood, anchor: nil,
            elo: [657.959085314, -45.386081022, -276.125214231, -336.447790061],
            margin: [365.340006117, 145.248334804, 148.601541617, 152.243581092]),
        Case(
            name: "three players, the first took every point", players: 3,
            results: [(0, 1, 10, 0, 0), (0, 2, 10, 0, 0), (1, 2, 6, 2, 2)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [358.868304573, -119.005944905, -239.862359669],
            margin: [233.879235677, 149.493431717, 163.747670329]),
        Case(
            name: "a gauntlet: the first against three who never met", players: 4,
            results: [(0, 1, 8, 1, 1), (0, 2, 5, 3, 2), (0, 3, 2, 6, 2)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [47.32104419, -183.70650456, -18.224114864, 154.609575234],
            margin: [99.337220875, 192.560879323, 167.035784437, 173.249514282]),
        Case(
            name: "uneven pairings with draws, one pair never met, anchored", players: 4,
            results: [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)],
            method: .prior(virtualDraws: 4), anchor: 2,
            elo: [2.346049081, -84.104683185, 0.0, -176.694029084],
            margin: [139.534604189, 155.909714191, 0.0, 175.688729071]),
        Case(
            name: "uneven pairings with draws, one pair never met, prior 0.5", players: 4,
            results: [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)],
            method: .prior(virtualDraws: 0.5), anchor: nil,
            elo: [83.24734544, -24.467480796, 77.851992574, -136.631857217],
            margin: [106.994888588, 95.460430973, 102.513641113, 125.800491387]),
        Case(
            name: "uneven pairings with draws, one pair never met, no prior, anchored", players: 4,
            results: [(0, 1, 7, 3, 2), (0, 2, 4, 4, 8), (1, 2, 1, 2, 3), (1, 3, 9, 5, 0), (2, 3, 6, 1, 1)],
            method: .maximumLikelihood, anchor: 2,
            elo: [5.936465519, -105.645216213, 0.0, -221.33719618],
            margin: [148.607640342, 171.598766661, 0.0, 200.064677272]),
        Case(
            name: "a player with no games is not rated", players: 3,
            results: [(0, 1, 6, 2, 2)],
            method: .prior(virtualDraws: 2), anchor: nil,
            elo: [60.205999133, -60.205999133, .nan],
            margin: [104.250472457, 104.250472457, .nan]),
    ]
}
