import Foundation
import GameCore
import GameRecords
import Testing
import TextAndFiles
import Tournaments

/// One writer per journal: a run holds its journal locked for as long as it writes it, and a
/// second run on the same file is refused at once, with the file and the other run's pid.
@Suite("One run writes a journal")
struct OutputLockTests {
    static func refusal(_ path: String) -> InputError {
        InputError("The journal '\(path)' is being written by another run (pid \(getpid())); wait for it to end, or choose another file.")
    }

    @Test("A run on a new journal that another run holds is refused at once, and writes nothing")
    func newJournalHeld() async throws {
        let path = JournalTests.temporaryPath("held-new")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let other = try OutputLock(path: path)
        await #expect(throws: Self.refusal(path)) {
            try await Tournament(plan: JournalTests.plan(), registry: JournalTests.registry, journalPath: path).run()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "", "no header, no game")
        withExtendedLifetime(other) {}
    }

    @Test("--resume while another run writes the journal is refused, and leaves its lines as they were")
    func resumeWhileHeld() async throws {
        let path = JournalTests.temporaryPath("held-resume")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = JournalTests.plan(games: 2)
        _ = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
        let before = try String(contentsOfFile: path, encoding: .utf8)
        // NB: a third of the games gone, as from a run still playing.
        let lines = before.split(separator: "\n")
        try (lines.prefix(4).joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        let partial = try String(contentsOfFile: path, encoding: .utf8)
        var other: OutputLock? = try OutputLock(path: path)
        await #expect(throws: Self.refusal(path)) {
            try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path, resume: true).run()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == partial)
        // NB: once the other run has ended, the journal is free again.
        other = nil
        let resumed = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path, resume: true).run()
        #expect(resumed.fromJournal == 3)
        #expect(try JournalContents.read(path: path).entries.count == 6)
        withExtendedLifetime(other) {}
    }

    @Test("Two runs started together on one new journal: one writes it, the other is refused; one header, every game once")
    func twoRunsTogether() async throws {
        for attempt in 0..<10 {
            let path = JournalTests.temporaryPath("together")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let plan = JournalTests.plan(games: 4)
            async let first = Result { () async throws(InputError) -> TournamentOutcome in
                try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
            }
            async let second = Result { () async throws(InputError) -> TournamentOutcome in
                try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
            }
            let results = await [first, second]
            let refused = results.compactMap { result -> InputError? in
                if case let .failure(error) = result { return error }
                return nil
            }
            // NB: the second may start after the first has ended: then it finds a journal that holds a tournament.
            #expect(refused.count == 1, "attempt \(attempt): \(refused)")
            let contents = try JournalContents.read(path: path)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.components(separatedBy: "\"type\":\"tournament\"").count - 1 == 1, "attempt \(attempt)")
            #expect(contents.entries.count == plan.gameCount, "attempt \(attempt)")
            #expect(Set(contents.entries.map(\.index)).count == plan.gameCount, "attempt \(attempt)")
        }
    }
}

extension Result where Failure == InputError {
    /// The outcome of `body`, its error included.
    init(_ body: () async throws(InputError) -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
