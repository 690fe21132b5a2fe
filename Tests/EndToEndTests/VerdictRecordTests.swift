import Foundation
import Testing

extension EndToEnd {
    /// Fixed matches against external bots (native, Gomocup, UCI; sound and faulty; under a
    /// per-move limit and a game clock), whose journals must say exactly what they said when
    /// they were recorded: every game's moves, result and reason. Recorded with the referee
    /// as it was before its per-move cost was cut, so that no verdict was traded for speed.
    ///
    /// To record them again (only for a change that means to change a verdict), run the
    /// suite with `TTT_RECORD_VERDICTS=1`: the files in `Scripts/regression/verdicts/` are
    /// rewritten.
    @Suite("Verdicts of fixed bot matches, as recorded")
    struct VerdictRecordTests {
        struct Fixture: Sendable, CustomStringConvertible {
            var name: String
            var arguments: [String]
            var environment: [String: String] = [:]
            /// The recording it must match: its own (`name`) unless told.
            var recording: String?
            var description: String { name }
        }

        static let fixtures: [Fixture] = [
            // The same Gomocup brain on both sides, from openings, both colours each.
            Fixture(name: "gomocup-freestyle", arguments: [
                "match", "gomocup:pbrain-a.c", "gomocup:pbrain-b.c", "--rules", "gomoku", "--games", "40",
                "--openings", "openings.txt", "--time", "5s", "--concurrency", "2",
            ]),
            // The same, each lane of games and its bots on one processor: the same verdicts.
            Fixture(name: "gomocup-freestyle-affinity", arguments: [
                "match", "gomocup:pbrain-a.c", "gomocup:pbrain-b.c", "--rules", "gomoku", "--games", "40",
                "--openings", "openings.txt", "--time", "5s", "--concurrency", "2", "--affinity",
            ], recording: "gomocup-freestyle"),
            Fixture(name: "gomocup-renju", arguments: [
                "match", "gomocup:pbrain-a.c", "gomocup:pbrain-b.c", "--rules", "renju", "--games", "20",
                "--openings", "openings.txt", "--time", "5s", "--concurrency", "1",
            ]),
            // A Gomocup brain that answers off the board, under a limit.
            Fixture(name: "gomocup-offboard", arguments: [
                "match", "gomocup:pbrain-offboard.sh", "gomocup:pbrain-a.c", "--rules", "gomoku", "--games", "2",
                "--time", "300ms", "--time-margin", "200ms", "--concurrency", "1",
            ]),
            // A native C bot against a built-in player, no limit.
            Fixture(name: "native-gomoku", arguments: [
                "match", "fast.c", "random", "--rules", "gomoku", "--games", "20", "--concurrency", "2",
            ]),
            // Native faults under a per-move limit: late, silent, unreadable; and sound bots.
            Fixture(name: "native-faults-time", arguments: [
                "tournament", "./slow.sh", "./hang.sh", "./garbage.sh", "./late-first.sh", "fast.c", "random",
                "--games", "2", "--time", "300ms", "--time-margin", "200ms", "--concurrency", "2",
            ]),
            Fixture(name: "native-faults-time-affinity", arguments: [
                "tournament", "./slow.sh", "./hang.sh", "./garbage.sh", "./late-first.sh", "fast.c", "random",
                "--games", "2", "--time", "300ms", "--time-margin", "200ms", "--concurrency", "2", "--affinity",
            ], recording: "native-faults-time"),
            // Native faults on a game clock.
            Fixture(name: "native-faults-clock", arguments: [
                "tournament", "./slow.sh", "./late-first.sh", "fast.c", "random",
                "--games", "2", "--clock", "400ms+10ms", "--concurrency", "2",
            ]),
            // A UCI engine: sound without a limit, then silent under one.
            Fixture(name: "uci-sound", arguments: [
                "match", "uci:uci-first-free.py", "random", "--games", "4", "--concurrency", "1",
            ]),
            Fixture(name: "uci-silent-time", arguments: [
                "match", "uci:uci-first-free.py", "random", "--games", "2", "--time", "300ms",
                "--time-margin", "200ms", "--concurrency", "1",
            ], environment: ["UCI_FAULT": "silent"]),
        ]

        /// The bots and openings the fixtures use, copied into a fresh directory, so that the
        /// journals name them the same wherever the package is.
        static func prepareDirectory() throws -> URL {
            let root = TTTProcess.packageRoot
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("ttt-verdicts-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let copies: [(String, String)] = [
                ("Players/bots/gomocup/pbrain-fast.c", "pbrain-a.c"),
                ("Players/bots/gomocup/pbrain-fast.c", "pbrain-b.c"),
                ("Players/bots/faults/pbrain-offboard.sh", "pbrain-offboard.sh"),
                ("Players/bots/fast.c", "fast.c"),
                ("Players/bots/faults/slow.sh", "slow.sh"),
                ("Players/bots/faults/hang.sh", "hang.sh"),
                ("Players/bots/faults/garbage.sh", "garbage.sh"),
                ("Players/bots/faults/late-first.sh", "late-first.sh"),
                ("Players/bots/uci/uci-first-free.py", "uci-first-free.py"),
                ("Scripts/regression/verdicts/openings.txt", "openings.txt"),
            ]
            for (from, to) in copies {
                try FileManager.default.copyItem(at: root.appendingPathComponent(from), to: directory.appendingPathComponent(to))
            }
            return directory
        }

        /// The journal's lines without what changes from run to run (times, the version),
        /// the games in the order of their index (a journal has them in the order they ended).
        static func verdicts(inJournal text: String) throws -> [String] {
            var header: [String] = []
            var games: [(index: Int, line: String)] = []
            for line in text.split(separator: "\n") {
                guard var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    header.append(String(line))
                    continue
                }
                // NB: times are the machine's, never the same twice.
                for key in ["ms", "started", "ttt", "ended", "x_clock_ms", "o_clock_ms", "times"] { object.removeValue(forKey: key) }
                // NB: a header's engines record came after the recordings; none of them names an engines file.
                if let engines = object["engines"] as? [String: Any], engines.isEmpty { object.removeValue(forKey: "engines") }
                // NB: a header's later options are null when off, as in the recordings, which lack them.
                if object["type"] as? String == "tournament" {
                    for key in ["adjudication", "openings_order", "openings_transform", "limits"] where object[key] is NSNull {
                        object.removeValue(forKey: key)
                    }
                }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                let normal = String(decoding: data, as: UTF8.self)
                if object["type"] as? String == "game", let index = object["index"] as? Int {
                    games.append((index, normal))
                } else {
                    header.append(normal)
                }
            }
            return header + games.sorted { $0.index < $1.index }.map(\.line)
        }

        @Test("every game's moves, result and reason are as recorded", arguments: fixtures)
        func sameVerdicts(_ fixture: Fixture) async throws {
            let directory = try Self.prepareDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("journal.jsonl")
            let result = try await TTTProcess.run(
                fixture.arguments + ["--journal", journal.path], in: directory,
                environment: fixture.environment, deadline: .seconds(120))
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: journal, encoding: .utf8)
            let played = try Self.verdicts(inJournal: text)
            let recordedFile = TTTProcess.packageRoot.appendingPathComponent("Scripts/regression/verdicts/\(fixture.recording ?? fixture.name).jsonl")
            if ProcessInfo.processInfo.environment["TTT_RECORD_VERDICTS"] == "1" {
                guard fixture.recording == nil else { return }
                try text.write(to: recordedFile, atomically: true, encoding: .utf8)
                return
            }
            let recorded = try Self.verdicts(inJournal: String(contentsOf: recordedFile, encoding: .utf8))
            #expect(played.count == recorded.count)
            for (index, (now, then)) in zip(played, recorded).enumerated() where now != then {
                Issue.record("\(fixture.name), line \(index + 1):\nnow:      \(now)\nrecorded: \(then)")
            }
        }
    }
}
