import Foundation
import GameCore
import GameRecords
import Players
import Referee
import Search
import TextAndFiles

/// `ttt tune`'s work: the samples read (SampleReader, beside the samples' writer), the
/// gomoku search's evaluation weights fitted to them (Search's `EvaluationTuner`), the fit
/// printed and the weights written (the command itself only reads its arguments).
public struct Tuning {
    /// The sample files, .csv or .jsonl.
    public var samples: [String]
    /// Where the weights go.
    public var output: String
    /// The starting weights' file, or nil for the search's own.
    public var weights: String?
    /// Passes of gradient descent.
    public var passes: Int
    /// The weights (and tables) kept as they are, separated by commas.
    public var fix: String?

    public init(samples: [String], output: String, weights: String?, passes: Int, fix: String?) {
        self.samples = samples
        self.output = output
        self.weights = weights
        self.passes = passes
        self.fix = fix
    }

    /// Reads the samples, fits the weights, prints the fit and writes the weights file.
    public func run() throws {
        let start = try weights.map { path throws(PlayerError) in try EvaluationWeights.load(path: path) } ?? .default
        let fixed = try fixedWeights()
        try checkOutput()
        var tuner = EvaluationTuner()
        let began = ContinuousClock.now
        var rows = 0, otherRules = 0
        let positions = SamplePositions()
        for path in samples {
            try SampleReader.read(path) { row, location throws(InputError) in
                let sample = row.sample
                rows += 1
                let rules = try positions.rules(of: sample, at: location)
                guard EvaluationTuner.supports(rules) else {
                    otherRules += 1
                    return
                }
                tuner.add(moves: try positions.moves(of: sample, rules: rules, at: location), rules: rules, result: sample.result, target: row.target)
            }
        }
        guard tuner.count > 0 else {
            throw TuneError("No quiet position of gomoku-like rules in \(samples.map { "'\($0)'" }.joined(separator: ", ")): nothing to fit.")
        }
        var left = ["\(tuner.skipped.grouped) not quiet (a five, a straight four or a win in three to play)"]
        if otherRules > 0 { left.append("\(otherRules.grouped) of other rules") }
        print("Positions: \(tuner.count.grouped) of \(rows.grouped) rows (left out: \(left.joined(separator: "; "))), read in \(seconds(since: began)).")
        let fitting = ContinuousClock.now
        let scale = tuner.fitScale(for: start)
        let before = tuner.error(of: start, scale: scale)
        print("K: \(formatted(scale, digits: 6)) (fitted with the starting weights).")
        print("Error before: \(formatted(before, digits: 6))")
        let fitted = tuner.fit(from: start, scale: scale, passes: passes, fixed: fixed.names, fixThreats: fixed.threats)
        let after = tuner.error(of: fitted, scale: scale)
        print("Error after:  \(formatted(after, digits: 6)) (\(passes) passes, \(seconds(since: fitting)))")
        print("")
        print("weight               before   after")
        for name in EvaluationWeights.Name.allCases {
            let mark = fixed.names.contains(name) ? "  (fixed)" : ""
            print(name.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
                + String(start[name]).leftPadded(8) + String(fitted[name]).leftPadded(8) + mark)
        }
        print("")
        for time in EvaluationWeights.ThreatTime.allCases {
            printThreats(tuner.threatPairCounts(time), time, start: start, fitted: fitted, fixed: fixed.threats.contains(time))
        }
        do throws(InputError) {
            try OutputFile.replace(output, role: "the weights", with: fitted.fileText)
        } catch {
            throw TuneError(error.message)
        }
        print("Weights written to '\(output)': play them with 'search:weights=\(output)'.")
    }

    /// The threat values of `time`'s table for the pairs seen, the most seen first: before
    /// and after the fit.
    private func printThreats(_ counts: [Int], _ time: EvaluationWeights.ThreatTime, start: EvaluationWeights, fitted: EvaluationWeights, fixed: Bool) {
        let seen = counts.indices.filter { counts[$0] > 0 }.sorted { counts[$0] > counts[$1] }
        let kept = fixed ? "all kept (--fix \(time.key))" : "fitted where seen in \(EvaluationTuner.threatMinimum) positions or more"
        let when = time == .now ? "" : " before the last stone"
        print("\(time.key) (mine/theirs\(when)), \(seen.count) pairs seen, \(kept):")
        let names = seen.map { "\(EvaluationWeights.threatPairs[$0].mine)/\(EvaluationWeights.threatPairs[$0].theirs)" }
        let width = names.map(\.count).max() ?? 0
        print("pair".padding(toLength: width, withPad: " ", startingAt: 0) + "  positions  before   after")
        for (index, name) in zip(seen, names) {
            let sets = EvaluationWeights.threatPairs[index]
            print(name.padding(toLength: width, withPad: " ", startingAt: 0) + counts[index].grouped.leftPadded(11)
                + String(start.threatValue(mine: sets.mine, theirs: sets.theirs, time)).leftPadded(8)
                + String(fitted.threatValue(mine: sets.mine, theirs: sets.theirs, time)).leftPadded(8))
        }
        print("")
    }

    /// The weights `--fix` names, and the tables of threat values it names (`threats`,
    /// `threatsBefore`).
    private func fixedWeights() throws(TuneError) -> (names: Set<EvaluationWeights.Name>, threats: Set<EvaluationWeights.ThreatTime>) {
        guard let fix else { return ([], []) }
        var found = Set<EvaluationWeights.Name>()
        var threats = Set<EvaluationWeights.ThreatTime>()
        let names = EvaluationWeights.keys
        for word in fix.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            if let time = EvaluationWeights.ThreatTime(key: word) {
                threats.insert(time)
                continue
            }
            guard let name = EvaluationWeights.Name(rawValue: word) else {
                let hint = closestWord(to: word, in: names).map { " Did you mean '\($0)'?" } ?? ""
                throw TuneError("Unknown weight '\(word)' in --fix.\(hint) Weights: \(names.joined(separator: ", ")).")
            }
            found.insert(name)
        }
        return (found, threats)
    }

    /// Refuses to replace a file that is not a weights file (ttt writes only those there).
    private func checkOutput() throws(TuneError) {
        guard let data = FileManager.default.contents(atPath: output), !data.isEmpty else { return }
        do {
            _ = try EvaluationWeights(parsing: String(decoding: data, as: UTF8.self), path: output)
        } catch {
            throw TuneError("'\(output)' exists and is not a weights file; it is left as it is. Give --output another file, or remove it.")
        }
    }

    private func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return formatted(value, digits: 1) + "s"
    }

    private func formatted(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// What `ttt tune` cannot go on with, as a person reads it.
public struct TuneError: Error {
    public let message: String
    public init(_ message: String) { self.message = message }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
