import Foundation
import GameCore
import GameRecords
import TestSupport
import Testing

/// The line a run (or `ttt merge`) prints of the samples it wrote: how many positions of how
/// many games, and how many games `--samples-skip-faults` left out.
@Suite("What a samples file says it wrote")
struct SamplesSummaryTests {
    func game(_ index: Int, reason: String) -> JournalEntry {
        JournalEntry(
            index: index, x: "a", o: "b", rules: .ticTacToe, openingLength: 0, seed: 1,
            moves: ["b2", "a1", "c3"].map { Move(cell: $0) }, winner: .o, reason: reason, milliseconds: 1)
    }

    @Test("Games left out as faults are counted in the line: some of them, or all")
    func leftOut() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-summary-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let crash = "player error: Crashed on move 4: exited with status 7."
        let path = directory + "/s.csv"
        let cases: [([String], String)] = [
            ([crash, crash, crash, crash], "Samples: 0 positions of 4 games in '\(path)' (all 4 left out: they ended by a fault, and --samples-skip-faults leaves those out)."),
            ([crash], "Samples: 0 positions of 1 game in '\(path)' (it was left out: it ended by a fault, and --samples-skip-faults leaves those out)."),
            ([crash, "timeout", "resigned"], "Samples: 3 positions of 3 games in '\(path)' (2 games left out: they ended by a fault, and --samples-skip-faults leaves those out)."),
            (["resigned", crash], "Samples: 3 positions of 2 games in '\(path)' (1 game left out: it ended by a fault, and --samples-skip-faults leaves those out)."),
            (["resigned"], "Samples: 3 positions of 1 game in '\(path)'."),
        ]
        for (reasons, line) in cases {
            let file = try SamplesFile(path: path, selection: SampleSelection(skipsFaults: true), rules: .ticTacToe)
            for (index, reason) in reasons.enumerated() { try file.write(game(index, reason: reason)) }
            #expect(file.summary == line)
        }
        // Without the flag, nothing is left out and the line says nothing of faults.
        let every = try SamplesFile(path: path, selection: SampleSelection(), rules: .ticTacToe)
        try every.write(game(0, reason: crash))
        #expect(every.summary == "Samples: 3 positions of 1 game in '\(path)'.")
    }
}
