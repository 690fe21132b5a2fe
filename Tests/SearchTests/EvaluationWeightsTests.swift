import GameCore
@testable import Search
import Testing

/// The gomoku evaluation's weights: the defaults are the numbers set by hand before them,
/// the tuner's counts evaluate exactly as the search does, and fitting lowers the error.
@Suite struct EvaluationWeightsTests {
    /// `plies` random moves near the centre of `rules`' board, none ending the game.
    static func randomMoves(_ rules: Rules, plies: Int, seed: UInt64) -> [Move] {
        var random = SplitMix64(seed: seed)
        var board = Board(rules: rules)
        var moves: [Move] = []
        var tries = 0
        while moves.count < plies, tries < 10 * plies {
            tries += 1
            let move = Move(column: rules.columns / 2 - 4 + random.next(below: 9), row: rules.rows / 2 - 4 + random.next(below: 9))
            guard let next = try? board.playing(move), !next.isOver else { continue }
            board = next
            moves.append(move)
        }
        return moves
    }

    static func board(_ rules: Rules, _ moves: [Move]) -> Board {
        var board = Board(rules: rules)
        for move in moves { _ = try? board.play(move) }
        return board
    }

    @Test("The hand-set weights are the numbers the evaluation was set by hand with")
    func handSetNumbers() {
        let expected: [EvaluationWeights.Name: Int] = [
            .block1: 1, .flex1: 2, .block2: 3, .flex2: 8, .block3: 10, .flex3: 24, .block4: 30, .flex4: 110,
            .doubleFour: 110, .overline: 0, .five: 380, .flexFourCell: 200, .fourThreeCell: 120, .doubleThreeCell: 60,
            .tempo: 20, .fourThreeThreat: 4_000, .doubleThreeThreat: 2_000, .threeToAnswer: 500, .defence: 100,
        ]
        // NB: no pair of line patterns was valued by hand.
        for name in EvaluationWeights.Name.allCases { #expect(EvaluationWeights.handSet[name] == expected[name] ?? 0, "\(name)") }
        #expect(EvaluationWeights.Name.allCases.filter { expected[$0] == nil }.count == 12)
        #expect(EvaluationWeights.handSet.threatValues.allSatisfy { $0 == 0 }, "no pair of threat sets was valued by hand")
        #expect(EvaluationWeights.handSet.threatValuesBefore.allSatisfy { $0 == 0 }, "nor one before the last stone")
        #expect(EvaluationWeights() == .default)
    }

    @Test("With the hand-set weights a board's cell values are those set by hand, summed cell by cell", arguments: [Rules.gomoku, .renju])
    func defaultCellValuesAreToday(rules: Rules) {
        // NB: the values by pattern and the bonuses by threat before weights existed, written out.
        let lineValue = [0, 1, 2, 3, 8, 10, 24, 30, 110, 110, 0, 380]
        let bonus: [CellThreat: Int] = [.flexFour: 200, .fourThree: 120, .doubleThree: 60]
        for seed in UInt64(1)...6 {
            let board = PatternBoard(Self.board(rules, Self.randomMoves(rules, plies: 8 + 4 * Int(seed), seed: seed)), weights: .handSet)
            var sums = [0, 0]
            for cell in 0..<board.cellCount where board.stone(cell) == 0 {
                for side in [UInt8(1), 2] where board.threat(side, at: cell) != .forbidden {
                    var value = bonus[board.threat(side, at: cell)] ?? 0
                    for direction in 0..<4 { value += lineValue[Int(board.pattern(side, at: cell, direction: direction).rawValue)] }
                    sums[Int(side) - 1] += value
                }
            }
            #expect(board.evaluation(for: 1) == sums[0] - sums[1], "seed \(seed)")
        }
    }

    @Test("The tuner's evaluation is the search's, with the default weights and with others", arguments: [Rules.gomoku, .renju, .caro])
    func tunerEvaluatesAsTheSearch(rules: Rules) {
        var changed = EvaluationWeights.default
        for (index, name) in EvaluationWeights.Name.allCases.enumerated() { changed[name] = changed[name] * 3 / 2 + index - 7 }
        for (index, sets) in EvaluationWeights.threatPairs.enumerated() {
            changed.setThreatValue(index % 23 * 11 - 120, mine: sets.mine, theirs: sets.theirs)
            changed.setThreatValue(index % 19 * 13 - 110, mine: sets.mine, theirs: sets.theirs, .beforeLastStone)
        }
        for weights in [EvaluationWeights.default, changed] {
            var checked = 0
            for seed in UInt64(1)...30 {
                let moves = Self.randomMoves(rules, plies: 6 + Int(seed % 20), seed: seed &* 7 &+ UInt64(rules.winRule.rawValue))
                var tuner = EvaluationTuner()
                guard tuner.add(moves: moves, rules: rules, result: 1) else { continue }
                // NB: stone by stone in the game's order: the evaluation reads the position before the last one.
                let replayed = PatternBoard(rules: rules, weights: weights)
                for (index, move) in moves.enumerated() { replayed.place(move.column * rules.rows + move.row, index % 2 == 0 ? 1 : 2) }
                let side: UInt8 = moves.count % 2 == 0 ? 1 : 2
                // NB: a stone placed and taken off, as the search does, leaves the board as it was.
                let spare = (0..<replayed.cellCount).first { replayed.stone($0) == 0 }!
                replayed.place(spare, side)
                replayed.remove(spare, side)
                let searched = PatternSearch(board: replayed, table: GridTable(entries: 1 << 4))
                #expect(tuner.evaluation(at: 0, with: weights) == Int(searched.evaluate(side)), "seed \(seed)")
                checked += 1
            }
            #expect(checked >= 10, "quiet positions checked: \(checked)")
        }
    }

    @Test("Fitting lowers the error on results that a changed evaluation predicts")
    func fittingLowersTheError() {
        // NB: results drawn from the sign of an evaluation that values threes and fours otherwise.
        var truth = EvaluationWeights.default
        truth[.flex3] = 60
        truth[.block4] = 5
        truth[.flex2] = 2
        var probe = EvaluationTuner()
        var tuner = EvaluationTuner()
        for seed in UInt64(1)...160 {
            let moves = Self.randomMoves(.gomoku, plies: 5 + Int(seed % 25), seed: seed)
            guard probe.add(moves: moves, rules: .gomoku, result: 1) else { continue }
            let value = probe.evaluation(at: probe.count - 1, with: truth)
            tuner.add(moves: moves, rules: .gomoku, result: value > 20 ? 2 : value < -20 ? 0 : 1)
        }
        #expect(tuner.count >= 80)
        let scale = tuner.fitScale(for: .default)
        let before = tuner.error(of: .default, scale: scale)
        let fitted = tuner.fit(from: .default, scale: scale, passes: 200, fixed: [.tempo])
        let after = tuner.error(of: fitted, scale: scale)
        #expect(after < before * 0.9, "before \(before), after \(after)")
        #expect(fitted[.tempo] == EvaluationWeights.default[.tempo], "fixed")
    }

    @Test("Every set of threats reads back from its name; a name with an unknown or repeated kind reads as none")
    func threatSetNames() {
        for raw in 0..<ThreatSet.count {
            let set = ThreatSet(rawValue: raw)
            #expect(ThreatSet(set.description) == set, "\(set)")
        }
        #expect(ThreatSet("-") == [])
        #expect(ThreatSet("four+three") == [.three, .four])
        let threeAndStraightFour: ThreatSet = [.flexFour, .three]
        #expect(threeAndStraightFour.description == "three+flexFour")
        for bad in ["", "fours", "three+three", "three+", "+four", "none"] { #expect(ThreatSet(bad) == nil, "\(bad)") }
    }

    @Test("The fit moves the threat values of pairs seen often enough toward the truth, keeps the rarer ones, and keeps a table fixThreats names",
          arguments: EvaluationWeights.ThreatTime.allCases)
    func fittingThreatValues(time: EvaluationWeights.ThreatTime) {
        // NB: results drawn from an evaluation that values the side to move's open three (now,
        // or before the last stone) far more.
        var truth = EvaluationWeights.default
        for sets in EvaluationWeights.threatPairs where sets.mine.contains(.three) {
            truth.setThreatValue(400, mine: sets.mine, theirs: sets.theirs, time)
        }
        var probe = EvaluationTuner()
        var tuner = EvaluationTuner()
        for seed in UInt64(1)...400 {
            let moves = Self.randomMoves(.gomoku, plies: 5 + Int(seed % 25), seed: seed &* 3)
            guard probe.add(moves: moves, rules: .gomoku, result: 1) else { continue }
            let value = probe.evaluation(at: probe.count - 1, with: truth)
            tuner.add(moves: moves, rules: .gomoku, result: value > 20 ? 2 : value < -20 ? 0 : 1)
        }
        let counts = tuner.threatPairCounts(time)
        let often = counts.indices.filter { counts[$0] >= EvaluationTuner.threatMinimum }
        let rare = counts.indices.filter { counts[$0] > 0 && counts[$0] < EvaluationTuner.threatMinimum }
        let withThree = often.filter { EvaluationWeights.threatPairs[$0].mine.contains(.three) }
        #expect(!withThree.isEmpty && !rare.isEmpty, "pairs seen often: \(often.count), rarely: \(rare.count)")
        let scale = tuner.fitScale(for: .default)
        let fitted = tuner.fit(from: .default, scale: scale, passes: 200)
        let start = EvaluationWeights.default.threatValues(time)
        for index in withThree {
            #expect(fitted.threatValues(time)[index] > start[index] + 50, "\(EvaluationWeights.threatPairs[index])")
        }
        for index in rare { #expect(fitted.threatValues(time)[index] == start[index]) }
        #expect(tuner.error(of: fitted, scale: scale) < tuner.error(of: .default, scale: scale))
        let kept = tuner.fit(from: .default, scale: scale, passes: 20, fixThreats: [time])
        #expect(kept.threatValues(time) == start)
        let other: EvaluationWeights.ThreatTime = time == .now ? .beforeLastStone : .now
        #expect(kept.threatValues(other) != EvaluationWeights.default.threatValues(other), "the other table is fitted")
    }
}
