import BotProcesses
import BotProtocols
import GameCore
import Referee
import Synchronization

// The engine's life: started or taken from the last game (``KeptEngine``), shaken hands with
// (`START`, `OK`), prepared for the game (`INFO`, `ABOUT`), and ended or kept at the end.

extension GomocupPlayer {
    /// Ends the engine (`END`, then signals as needed), or, during a series or tournament
    /// (``betweenGames``) after a game without a fault, leaves it running for the next game.
    public func shutDown() async {
        let (taken, sound, kept) = state.withLock { state in
            defer { state.process = nil }
            let sound = state.failure == nil && state.abandonedMove == nil
            return (state.process, sound, state.process.map {
                KeptEngine(process: $0, about: state.about, announcedName: state.announcedName, prepared: state.prepared)
            })
        }
        guard let process = taken else { return }
        if sound, let betweenGames, let kept {
            betweenGames.leave(kept, under: reuseKey) {
                process.send("END")
                await process.stop()
            }
            return
        }
        if sound { process.send("END") }
        await process.stop()
    }

    /// An engine left running by an earlier game's player that answers a new `START` for
    /// `rules` with `OK` (lines it wrote before are skipped); one that does not is ended.
    func keptEngine(rules: Rules) async -> KeptEngine? {
        guard let betweenGames else { return nil }
        while let kept = betweenGames.take(KeptEngine.self, under: reuseKey) {
            let deadline = ContinuousClock.now + configuration.handshakeTimeout
            _ = kept.process.dropStrayLines()
            var request: String? = GomocupProtocol.start(for: rules)
            var skipped = 0
            reading: while skipped < configuration.floodLimit {
                guard case let .success(line) = try? await kept.process.nextLineOrFault(
                    after: request, until: deadline, move: 0, timedOut: { .noHandshake(detail: "") })
                else { break }
                request = nil
                switch line.trimmingWhitespace.firstWordAndRest.0.uppercased() {
                case "OK":
                    kept.process.log.note("kept for another game")
                    return kept
                case "ERROR", "UNKNOWN": break reading
                default: skipped += 1
                }
            }
            kept.process.send("END")
            await kept.process.stop()
        }
        return nil
    }

    /// The running engine, started, told the board's size and asked `ABOUT` on first use.
    func running(rules: Rules) async throws -> BotProcess {
        let (failure, running) = state.withLock { ($0.failure, $0.process) }
        if let failure { throw failure }
        if let running { return running }
        guard !rules.gravity else {
            throw fail(.unsupportedRules("The Gomocup protocol has no gravity games; '\(name)' cannot play \(rules.name)."))
        }
        if let kept = await keptEngine(rules: rules) {
            state.withLock { state in
                state.process = kept.process
                state.about = kept.about
                state.announcedName = kept.announcedName
                state.prepared = kept.prepared
                state.known = []
                state.asked = false
            }
            try await prepare(kept.process, rules: rules)
            return kept.process
        }
        let process = BotProcess(configuration.processOptions)
        state.withLock { $0.process = process }
        do {
            try await process.start()
        } catch {
            throw fail(error)
        }
        try await handshake(process, rules: rules)
        return process
    }

    /// Sends `START` for `rules` and waits for `OK`.
    func handshake(_ process: BotProcess, rules: Rules) async throws {
        let start = GomocupProtocol.start(for: rules)
        process.send(start)
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let line = try await nextLine(from: process, until: deadline, move: 0) {
                .noHandshake(detail: "no 'OK' to \(start) within \(limit.shortTextForBots).")
            }
            let (word, rest) = line.trimmingWhitespace.firstWordAndRest
            switch word.uppercased() {
            case "OK": return try await prepare(process, rules: rules)
            case "MESSAGE", "DEBUG": continue
            case "ERROR", "UNKNOWN":
                // NB: the protocol's answer for a board the engine cannot play.
                throw fail(.noHandshake(detail: "it answered '\(BotFault.shortened("\(word) \(rest)"))' to '\(start)'."))
            default:
                if let fields = GomocupProtocol.about(parsing: line) {
                    heard(about: fields, from: process)
                    continue
                }
                throw fail(.unreadableReply(line: line, move: 0, expected: "'OK'"))
            }
        }
    }

    /// Sends what prepares the engine for the game (``GomocupProtocol/preparation(clock:maximumMemory:rules:limits:)``)
    /// and `ABOUT`, and waits, within the handshake's limit, for the answer to `ABOUT`: the
    /// engine reads its lines in order, so once it answers it has done what the preparation
    /// asked (allocated its memory, say), off the clock. An `ERROR` before that answer is a
    /// refusal (of the rule, say): a failed handshake. An engine that never answers `ABOUT`
    /// still plays, after the limit. Other lines (a move nobody asked for) are strays: logged
    /// and dropped.
    ///
    /// A run of the engine that took the very same preparation in an earlier game is not
    /// asked again: the lines go with the first request, and nothing is awaited (its answer
    /// to `ABOUT` is kept from the first time).
    func prepare(_ process: BotProcess, rules: Rules) async throws {
        let lines = GomocupProtocol.preparation(
            GomocupProtocol.preparation(
                clock: state.withLock { $0.matchClock }, maximumMemory: maximumMemory, rules: rules, limits: configuration.searchLimits),
            options: configuration.engineOptions)
        let taken = state.withLock { state in
            guard state.prepared == lines else { return false }
            state.pending = lines
            return true
        }
        if taken { return }
        process.send(lines + [GomocupProtocol.about])
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        var remarks = 0
        while remarks < configuration.floodLimit {
            switch try await process.nextLineOrFault(until: deadline, move: 0, timedOut: { .noHandshake(detail: "") }) {
            case let .failure(error):
                guard case .noHandshake = error else { throw fail(error) }
                process.log.note("no answer to ABOUT within \(limit.shortTextForBots); playing on")
                state.withLock { $0.prepared = lines }
                return
            case let .success(line):
                let (word, rest) = line.trimmingWhitespace.firstWordAndRest
                switch word.uppercased() {
                case "MESSAGE", "DEBUG", "OK":
                    remarks += 1
                case "UNKNOWN":
                    // NB: an engine that knows no ABOUT says so; one that knows no INFO line goes on.
                    if rest.uppercased().contains("ABOUT") {
                        state.withLock { $0.prepared = lines }
                        return
                    }
                    remarks += 1
                case "ERROR":
                    let told = lines.map { "'\($0)'" }.joined(separator: ", ")
                    throw fail(.noHandshake(detail: "it answered '\(BotFault.shortened("\(word) \(rest)"))' to what prepares it for the game (\(told))."))
                default:
                    guard let fields = GomocupProtocol.about(parsing: line) else {
                        // NB: nothing but ABOUT is asked: anything else (a move, unasked) is a stray.
                        process.log.note("stray: dropped '\(BotFault.shortened(line))', written while nothing but ABOUT was asked")
                        remarks += 1
                        continue
                    }
                    heard(about: fields, from: process)
                    state.withLock { $0.prepared = lines }
                    return
                }
            }
        }
        throw fail(.flooded(lines: remarks, move: 0))
    }

    /// Keeps and logs the engine's answer to `ABOUT`.
    func heard(about fields: [String: String], from process: BotProcess) {
        let announced = GomocupProtocol.announcedName(from: fields)
        state.withLock { state in
            state.about = fields
            state.announcedName = announced
        }
        let author = fields["author"].map { " by \($0)" } ?? ""
        process.log.note("engine: \(announced ?? "no name")\(author)")
        process.log.note("shown as '\(configuration.name)'")
    }
}
