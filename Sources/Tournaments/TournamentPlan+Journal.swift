import GameCore
import GameRecords
import Referee
import TextAndFiles

extension TournamentPlan {
    /// The plan as the first line of a journal, with the shard the run plays (if any), the
    /// ttt that wrote it and, when given, when the journal was begun (UTC):
    ///
    ///     {"type":"tournament","version":1,"players":["random","heuristic"],"format":"round robin",
    ///      "games":10,"seed":"7","rules":"tictactoe","openings":null,"time":null,"clock":null,
    ///      "sprt":null,"shard":"1/2","ttt":"0.9.0","started":"2026-05-01T10:53:25Z"}
    ///
    /// `openings` is `{"random_plies":N}` or `{"list":["b2 a1", ...]}` (the openings as the
    /// file gives them, cut to `--openings-plies`, in ttt's notation), `openings_order`
    /// `"random"` (null when sequential) and `openings_transform` `true` (null when not);
    /// `adjudication`, when any rule is on, `{"exact":"exact,plies=8","budget":"20ms",
    /// "draw":"movenumber=...","resign":"movecount=...","max_moves":200}` with the rules given.
    /// `limits`, when a player's spec gives limits of its own, holds each player's in the
    /// order of `players`: `[{"time":"50ms","depth":4},null]` (null for a player with none;
    /// see ``PlayerLimits/json``).
    /// The shard, `ttt` and `started` say which run wrote the journal, not which tournament it
    /// is: they are not compared (see ``mismatch(withHeader:)``), and journals without them
    /// read the same (as do journals without the openings' order and transform, or adjudication).
    ///
    /// `engines`, when given, is the record of what each player from an engines file runs
    /// (see ``Tournament/enginesRecord``), written before `ttt`; it is compared on resume by
    /// ``Tournament``, not by ``mismatch(withHeader:)``.
    ///
    /// `samples`, when the run writes `--samples`, is which positions it keeps:
    /// `{"rate":0.5,"skip_faults":true}` (`skip_faults` null when they are kept), so that
    /// `ttt merge --samples` writes the rows the run wrote (``sampleSelection(inHeader:)``).
    /// Like the shard, it says what the run wrote, not which tournament it is.
    public func header(shard: Shard?, started: String? = nil, engines: JSONValue? = nil, samples: SampleSelection? = nil) -> JSONValue {
        let openingsValue: JSONValue
        switch openings {
        case .none: openingsValue = .null
        case let .randomPlies(plies): openingsValue = .object([.init("random_plies", .int(plies))])
        case let .list(lists):
            openingsValue = .object([.init("list", .array(lists.map { moves in
                .string(moves.map { rules.notation(for: $0) }.joined(separator: " "))
            }))])
        }
        var members: [JSONValue.Member] = [
            .init("type", "tournament"), .init("version", .int(1)),
            .init("players", .array(specs.map { .string($0.text) })),
            // NB: null when no player has limits of its own, as in journals written before them.
            .init("limits", playerLimits.allSatisfy(\.isEmpty) ? .null : .array(playerLimits.map(\.json))),
            .init("format", .string(format.rawValue)), .init("games", .int(gamesPerPairing)),
            .init("seed", .string(String(seed))), .init("rules", .string(rules.name)),
            .init("openings", openingsValue),
            // NB: null when sequential and not transformed, as in journals written before the options.
            .init("openings_order", openingOrder == .sequential ? .null : .string(openingOrder.rawValue)),
            .init("openings_transform", openingTransform.header),
            .init("time", timeLimit.map { .string($0.shortText) } ?? .null),
            // NB: null when none, as in journals written before the option.
            .init("time_margin", timeMargin == .zero ? .null : .string(timeMargin.shortText)),
            .init("clock", clock.map { .string($0.description) } ?? .null),
            .init("sprt", sprt.map { .string($0.text) } ?? .null),
            // NB: null when none, as in journals written before adjudication.
            .init("adjudication", adjudication.isEmpty ? .null : adjudication.header),
            .init("shard", shard.map { .string($0.description) } ?? .null),
        ]
        if let engines { members.append(.init("engines", engines)) }
        if let samples {
            members.append(.init("samples", .object([
                .init("rate", .double(samples.rate)), .init("skip_faults", samples.skipsFaults ? .bool(true) : .null),
            ])))
        }
        members.append(.init("ttt", .string(TTTVersion.current)))
        if let started { members.append(.init("started", .string(started))) }
        return .object(members)
    }

    /// The keys of a header that describe the run that wrote the journal, not the tournament
    /// (and `engines`, which ``Tournament`` compares with its own message).
    static let runKeys: Set<String> = ["shard", "engines", "samples", "ttt", "started"]

    /// Which positions the run that wrote a journal kept in its `--samples`, from its first
    /// line; nil when it wrote none, or was written before journals said so.
    public static func sampleSelection(inHeader json: JSONValue) -> SampleSelection? {
        guard let samples = json["samples"], let rate = samples["rate"]?.doubleValue, rate > 0, rate <= 1 else { return nil }
        return SampleSelection(rate: rate, skipsFaults: samples["skip_faults"] == .bool(true))
    }

    /// The plan and shard written in a journal's first line.
    /// - Throws: ``InputError`` for a line that is not a tournament's header.
    public static func reading(header json: JSONValue) throws(InputError) -> (plan: TournamentPlan, shard: Shard?) {
        guard json["type"]?.stringValue == "tournament" else {
            throw InputError("The first line is not a tournament's parameters (a \"type\":\"tournament\" object).")
        }
        guard json["version"]?.intValue == 1 else { throw InputError("The journal is of an unknown version.") }
        var specs: [PlayerSpec] = []
        for item in json["players"]?.arrayValue ?? [] {
            guard let text = item.stringValue else { throw InputError("The players must be strings.") }
            do { specs.append(try PlayerSpec(parsing: text)) } catch { throw InputError(error.message) }
        }
        guard let formatText = json["format"]?.stringValue, let format = TournamentFormat(rawValue: formatText) else {
            throw InputError("Unknown tournament format.")
        }
        guard let games = json["games"]?.intValue, let seed = json["seed"]?.stringValue.flatMap({ UInt64($0) }),
              let rulesText = json["rules"]?.stringValue else {
            throw InputError("The parameters need games, seed and rules.")
        }
        let rules: Rules
        do { rules = try Rules(parsing: rulesText) } catch { throw InputError(error.message) }
        var openings = OpeningBook.none
        if let plies = json["openings"]?["random_plies"]?.intValue {
            openings = .randomPlies(plies)
        } else if let lines = json["openings"]?["list"]?.arrayValue {
            do {
                openings = try OpeningBook.parsing(lines.compactMap(\.stringValue).joined(separator: "\n"), rules: rules)
            } catch {
                throw InputError("The openings: line \(error.line): \(error.message)")
            }
        }
        var plan = TournamentPlan(specs: specs, format: format, gamesPerPairing: games, seed: seed, rules: rules, openings: openings)
        if let text = json["openings_order"]?.stringValue {
            guard let order = OpeningOrder(rawValue: text) else { throw InputError("Unknown openings order '\(text)'.") }
            plan.openingOrder = order
        }
        plan.openingTransform = try OpeningTransform(header: json["openings_transform"] ?? .null)
        if let text = json["time"]?.stringValue { plan.timeLimit = Duration(parsing: text) }
        if let text = json["time_margin"]?.stringValue { plan.timeMargin = Duration(parsing: text) ?? .zero }
        if let text = json["clock"]?.stringValue { plan.clock = try GameClock(parsing: text) }
        if let text = json["sprt"]?.stringValue { plan.sprt = try SPRT(parsing: text) }
        if let value = json["adjudication"], value != .null { plan.adjudication = try AdjudicationRules(header: value) }
        let shard = try json["shard"]?.stringValue.map { (text) throws(InputError) in try Shard(parsing: text) }
        return (plan, shard)
    }

    /// Why the plan in a journal's header is not this one, naming the first parameter that
    /// differs; nil when they agree. The shard, the ttt version and the start are not compared.
    public func mismatch(withHeader json: JSONValue) -> String? {
        guard case let .object(mine) = header(shard: nil), case let .object(theirs) = json else {
            return "its first line is not a tournament's parameters"
        }
        if let why = limitsMismatch(withHeader: json) { return why }
        for member in mine where !Self.runKeys.contains(member.key) {
            let other = theirs.first { $0.key == member.key }?.value ?? .null
            if other != member.value {
                return "its \(member.key) is \(other.serialized), this run's \(member.value.serialized)"
            }
        }
        return nil
    }
}

extension TournamentPlan {
    /// Why the players' limits in a journal's header are not this plan's, naming the first
    /// player whose limits differ and both sets (`its player 2 'search:time=200ms' plays with
    /// time=200ms, this run's 'search:time=100ms' with time=100ms`); nil when they agree, or
    /// when the players differ otherwise (the comparison of `players` then says how).
    func limitsMismatch(withHeader json: JSONValue) -> String? {
        guard let theirs = json["players"]?.arrayValue, theirs.count == specs.count else { return nil }
        for (index, item) in theirs.enumerated() {
            guard let text = item.stringValue, text != specs[index].text,
                  let other = try? PlayerSpec(parsing: text), let otherLimits = try? other.limits() else { continue }
            let mine = playerLimits[index]
            guard other.withoutLimits == specs[index].withoutLimits, otherLimits != mine else { continue }
            func shown(_ limits: PlayerLimits) -> String { limits.isEmpty ? "no limits of its own" : limits.text }
            return "its player \(index + 1) '\(text)' plays with \(shown(otherLimits)), this run's '\(specs[index].text)' with \(shown(mine))"
        }
        return nil
    }
}

extension PlayerSpec {
    /// The spec without its limits (``PlayerLimits/keys``), for comparing players that
    /// differ only in them: the kind, the argument and the other options.
    var withoutLimits: [String] {
        [name, argument ?? ""] + options.filter { !PlayerLimits.keys.contains($0.key) }.map { "\($0.key)=\($0.value)" }
    }
}

extension AdjudicationRules {
    /// The rules as a journal's header holds them (see ``TournamentPlan/header(shard:started:engines:)``).
    var header: JSONValue {
        var members: [JSONValue.Member] = []
        if let exact {
            members.append(.init("exact", .string(exact.description)))
            members.append(.init("budget", .string(exact.budget.shortText)))
        }
        if let draw { members.append(.init("draw", .string(draw.description))) }
        if let resign { members.append(.init("resign", .string(resign.description))) }
        if let maxMoves { members.append(.init("max_moves", .int(maxMoves))) }
        return .object(members)
    }

    /// Reads the rules from a journal's header.
    init(header json: JSONValue) throws(InputError) {
        self.init()
        if let text = json["exact"]?.stringValue {
            let budget = json["budget"]?.stringValue.flatMap { Duration(parsing: $0) } ?? ExactAdjudication.defaultBudget
            exact = try ExactAdjudication(parsing: text, budget: budget)
        }
        if let text = json["draw"]?.stringValue { draw = try ScoreDraw(parsing: text) }
        if let text = json["resign"]?.stringValue { resign = try ScoreResign(parsing: text) }
        maxMoves = json["max_moves"]?.intValue
    }
}

extension OpeningTransform {
    /// As a journal's header holds it: null, `"each opening"`, or `true` for
    /// ``OpeningTransform/eachPass`` (as ttt 0.9 wrote it).
    var header: JSONValue {
        switch self {
        case .none: return .null
        case .eachOpening: return .string("each opening")
        case .eachPass: return .bool(true)
        }
    }

    /// Reads the transform from a journal's header.
    init(header json: JSONValue) throws(InputError) {
        switch json {
        case .null, .bool(false): self = .none
        case .bool(true): self = .eachPass
        case .string("each opening"): self = .eachOpening
        default: throw InputError("Unknown openings transform \(json.serialized).")
        }
    }
}
