import GameRecords
import Referee
import TextAndFiles

extension Tournament {
    /// Opens the journal (when there is one) and reads back the games of an earlier run,
    /// each checked against the schedule and the adjudication rules (see ``JournalChecker``;
    /// a solver's results are proved again with ``makeSolver``'s solver).
    ///
    /// Only a journal of this tournament is written to: a missing or empty file becomes one,
    /// and anything else that does not start with a tournament's parameters (a README given
    /// by mistake) is refused and left as it is. A torn last line, from a run killed while
    /// writing it, is cut, and the notice says so.
    /// - Returns: the file, the games of the earlier run, and the notice of a cut.
    func openJournal() throws(InputError) -> (JournalFile?, [JournalEntry], String?) {
        guard let path = journalPath else { return (nil, [], nil) }
        // NB: locked before it is read, so no other run can be writing it meanwhile.
        let lock = try OutputLock(path: path)
        let contents = try JournalContents.read(path: path)
        let engines = enginesRecord
        let header = plan.header(shard: shard, started: started, engines: engines, samples: sampleSelection)
        let headerLine = header.serialized
        guard headerLine.utf8.count <= ReadLimit.lineBytes else {
            // NB: a journal that could not be read back is not begun.
            throw InputError("The openings make the journal's first line \(ReadLimit.byteCount(headerLine.utf8.count)): lines over \(ReadLimit.byteCount(ReadLimit.lineBytes)) are not read. Give fewer openings.")
        }
        let torn = contents.tornLine.count
        let cut = torn > 0 ? "Cut a torn last line (\(torn.grouped) byte\(torn == 1 ? "" : "s")) from '\(path)'." : nil
        guard let existing = contents.header else {
            // NB: a file with nothing but a torn line is a journal only when that line is the
            // start of this run's first line, cut off as it was written.
            // NB: the start is another run's: the line is ours when it holds all before it.
            let beforeStart = plan.header(shard: shard, engines: engines, samples: sampleSelection).serialized.utf8.dropLast()
            guard contents.completeBytes == 0,
                  headerLine.utf8.starts(with: contents.tornLine) || contents.tornLine.starts(with: beforeStart) else {
                throw JournalContents.notAJournal(path)
            }
            let file = try JournalFile(lock: lock, keepingBytes: contents.hadTornLine ? 0 : nil, syncsEachLine: syncsJournal)
            try file.append(headerLine)
            return (file, [], cut)
        }
        guard resume else {
            throw InputError("The journal '\(path)' already holds a tournament; add --resume to continue it, or choose another file.")
        }
        if let why = plan.mismatch(withHeader: existing) {
            throw InputError("The journal '\(path)' is of another tournament: \(why). Resume with the same parameters, or choose another file.")
        }
        // NB: a journal written before ttt recorded engines has no record to hold against.
        if let theirs = existing["engines"], let why = Self.changedEngine(from: theirs, to: engines, specs: plan.specs) {
            throw InputError("\(why.name) now means another program than in the journal '\(path)': \(why.change). Resume with the engines file of that run, or choose another file.")
        }
        let theirShard = existing["shard"] ?? .null
        let myShard = header["shard"] ?? .null
        guard theirShard == myShard else {
            throw InputError("The journal '\(path)' is of shard \(theirShard.stringValue ?? "none"), this run's is \(myShard.stringValue ?? "none").")
        }
        var checker = JournalChecker(plan: plan, makeSolver: makeSolver)
        try checker.add(contents, shard: shard, name: path)
        let file = try JournalFile(
            lock: lock, keepingBytes: contents.hadTornLine ? contents.completeBytes : nil, syncsEachLine: syncsJournal)
        return (file, checker.games.values.map(\.entry), cut)
    }

    /// What each player from an engines file runs, by its name as the file spells it (see
    /// ``PlayerRegistry/Entry/program``): an object, empty when no player is an engine, so
    /// that a journal says that none was.
    var enginesRecord: JSONValue {
        var members: [JSONValue.Member] = []
        var seen = Set<String>()
        for spec in plan.specs where seen.insert(spec.name).inserted {
            if let entry = registry.entry(named: spec.name), let program = entry.program { members.append(.init(entry.name, program)) }
        }
        return .object(members)
    }

    /// The first player name of `specs` whose record differs between a journal's (`old`) and
    /// this run's (`new`) engines, quoted, with both programs; nil when none does.
    static func changedEngine(from old: JSONValue, to new: JSONValue, specs: [PlayerSpec]) -> (name: String, change: String)? {
        // NB: by name in any case, as engines are named.
        func record(_ records: JSONValue, _ name: String) -> (key: String, value: JSONValue)? {
            guard case let .object(members) = records else { return nil }
            return members.first { $0.key.lowercased() == name.lowercased() }.map { ($0.key, $0.value) }
        }
        for spec in specs {
            let was = record(old, spec.name), now = record(new, spec.name)
            guard was?.value != now?.value else { continue }
            let name = now?.key ?? was?.key ?? spec.name
            var before = described(was?.value), after = described(now?.value)
            if before == after, let was, let now { (before, after) = (was.value.serialized, now.value.serialized) }
            return ("'\(name)'", "it ran \(before), now \(after)")
        }
        return nil
    }

    /// An engine's record as a person reads it: `'./pbrain-rapfi' with THREAD_NUM=1`.
    private static func described(_ record: JSONValue?) -> String {
        guard let record else { return "a player of ttt's own or a bot file (no engines file's)" }
        let program = record["command"]?.stringValue ?? record["path"]?.stringValue ?? record.serialized
        guard case let .object(options)? = record["options"], !options.isEmpty else { return "'\(program)'" }
        return "'\(program)' with " + options.map { "\($0.key)=\($0.value.stringValue ?? $0.value.serialized)" }.joined(separator: ", ")
    }

    /// What a task of the group played: each game's index and entry (nil: aborted), how long
    /// it took, and the journal's failure, if writing failed.
    struct Batch: Sendable {
        var games: [(Int, JournalEntry?)] = []
        var elapsed: Duration = .zero
        var journalError: InputError?
        /// The lane it played in.
        var lane = 0
    }

    /// Plays `games` one after another, appending each to the journal as soon as it ends;
    /// stops at an aborted game.
    func play(_ games: [ScheduledGame], journal: JournalFile?, abort: (@Sendable () -> String?)?) async -> Batch {
        let clock = ContinuousClock()
        let started = clock.now
        var batch = Batch()
        var line: [UInt8] = []
        for game in games {
            let entry = await play(game, abort: abort)
            batch.games.append((game.index, entry))
            guard let entry else { break }
            if let journal, batch.journalError == nil {
                line.removeAll(keepingCapacity: true)
                entry.appendLine(to: &line)
                line.append(UInt8(ascii: "\n"))
                do throws(InputError) { try journal.append(bytes: line) } catch { batch.journalError = error }
            }
        }
        batch.elapsed = clock.now - started
        return batch
    }
}
