import GameRecords
import Referee
import TextAndFiles

public import GameCore

/// A tournament's parameters and the schedule they make: the specs, who meets whom, how many
/// games per pairing, the rules, openings, time controls, seed and stopping rule.
///
/// The schedule is a pure function of the plan: game `i` is ``game(at:)``. Games come in pair
/// slots: a round of every pairing in turn, two games per pairing from one opening with the
/// colours swapped (a last single game per pairing when the number of games is odd). So game
/// 0 and 1 are pairing 0's first pair, games 2 and 3 pairing 1's, and so on.
public struct TournamentPlan: Sendable, Hashable {
    /// The players as written; their order decides the pairings.
    public var specs: [PlayerSpec] {
        didSet {
            displayNames = PlayerSpec.displayNames(of: specs)
            playerLimits = Self.limits(of: specs)
        }
    }
    /// Each player's own limits (`time=`, `clock=`, `nodes=`, `depth=` in its spec), in the
    /// order of ``specs``: a player's time limit or clock replaces ``timeLimit`` and
    /// ``clock`` for it. A spec whose limits cannot be read has none here; ``validate()``
    /// says what is wrong with it.
    public private(set) var playerLimits: [PlayerLimits]
    /// The players' short names, in the order of ``specs``, made distinct (see
    /// ``PlayerSpec/displayNames(of:)``): what standings, announcements and records show.
    // NB: kept, not computed on each use: every game names its players.
    public private(set) var displayNames: [String]
    public var format: TournamentFormat
    /// Games per pairing.
    public var gamesPerPairing: Int
    /// The base of every game's seed.
    public var seed: UInt64
    public var rules: Rules
    public var openings: OpeningBook
    /// The order a list of openings is taken in (see ``OpeningBook/source(ofRound:rules:seed:order:transform:)``).
    public var openingOrder: OpeningOrder = .sequential
    /// Which symmetry of the board each opening of a list is played in (see
    /// ``OpeningBook/source(ofRound:rules:seed:order:transform:)``).
    public var openingTransform: OpeningTransform = .none
    /// The per-move time limit, or nil.
    public var timeLimit: Duration?
    /// How late past a time limit or clock a move is still accepted (``Coordinator/timeMargin``).
    public var timeMargin: Duration = .zero
    /// A game clock per player, or nil.
    public var clock: GameClock?
    /// The test that stops a pairing early, or nil.
    public var sprt: SPRT?
    /// How games may be ended before their moves end them (none by default).
    public var adjudication = AdjudicationRules()

    public init(
        specs: [PlayerSpec], format: TournamentFormat = .roundRobin, gamesPerPairing: Int, seed: UInt64 = 0,
        rules: Rules = .ticTacToe, openings: OpeningBook = .none, timeLimit: Duration? = nil,
        clock: GameClock? = nil, sprt: SPRT? = nil
    ) {
        self.specs = specs
        displayNames = PlayerSpec.displayNames(of: specs)
        playerLimits = Self.limits(of: specs)
        self.format = format
        self.gamesPerPairing = gamesPerPairing
        self.seed = seed
        self.rules = rules
        self.openings = openings
        self.timeLimit = timeLimit
        self.clock = clock
        self.sprt = sprt
    }

    /// Checks what a schedule needs: two players at least, no spec twice, a game per pairing.
    public func validate() throws(InputError) {
        guard specs.count >= 2 else { throw InputError("A tournament needs two players at least; found \(specs.count).") }
        var seen = Set<String>()
        for spec in specs where !seen.insert(spec.text).inserted {
            guard spec.option("name") == nil else {
                throw InputError("The player '\(spec.text)' is given twice under one name; give each copy a name of its own with 'name='.")
            }
            throw InputError("The player '\(spec.text)' is given twice; give the second copy a name of its own with the option every player takes, as in '\(spec.copy(2))'.")
        }
        for spec in specs {
            do { _ = try spec.limits() } catch { throw InputError(error.message) }
        }
        guard gamesPerPairing >= 1 else { throw InputError("Each pairing needs one game at least; found --games \(gamesPerPairing).") }
        guard gamesPerPairing <= Self.maximumGames else {
            throw InputError("--games \(gamesPerPairing) is more than ttt plays: at most \(Self.maximumGames.grouped) games a pairing.")
        }
        if let maxMoves = adjudication.maxMoves {
            // NB: --max-moves counts the stones on the board, the opening's too.
            let longest: Int
            switch openings {
            case .none: longest = 0
            case let .randomPlies(plies): longest = plies
            case let .list(lines): longest = lines.map(\.count).max() ?? 0
            }
            guard maxMoves > longest else {
                let (what, instead) = if case .randomPlies = openings {
                    ("--random-plies \(longest)", "fewer --random-plies")
                } else {
                    ("an opening of \(longest) moves", "shorter openings (--openings-plies)")
                }
                throw InputError("--max-moves \(maxMoves) would end a game before a move of its own: it counts the stones on the board, and \(what) places \(longest). Give --max-moves more than \(longest), or \(instead).")
            }
        }
        let (total, overflow) = pairings.count.multipliedReportingOverflow(by: gamesPerPairing)
        guard !overflow, total <= Self.maximumGames else {
            throw InputError("\(pairings.count) pairings of \(gamesPerPairing) games is more than ttt plays: at most \(Self.maximumGames.grouped) games in a tournament.")
        }
    }

    /// Each spec's own limits; none for a spec whose limits cannot be read.
    static func limits(of specs: [PlayerSpec]) -> [PlayerLimits] {
        specs.map { (try? $0.limits()) ?? PlayerLimits() }
    }

    /// The time limit per move of player `index` (in ``specs``): its own, else the run's.
    public func timeLimit(ofPlayer index: Int) -> Duration? {
        playerLimits[index].ownsTime ? playerLimits[index].time : timeLimit
    }

    /// The game clock of player `index` (in ``specs``): its own, else the run's.
    public func clock(ofPlayer index: Int) -> GameClock? {
        playerLimits[index].ownsTime ? playerLimits[index].clock : clock
    }

    /// Whether some player keeps time of its own (`time=` or `clock=` in its spec).
    public var hasPlayerTimes: Bool { playerLimits.contains(where: \.ownsTime) }

    /// The most games a tournament (or a match) plays: far more than any run needs, and
    /// far from where counts and seeds could overflow.
    public static let maximumGames = 100_000_000

    /// The pairings, as places in ``specs``: every two players in a round robin, the first
    /// against each other in a gauntlet.
    public var pairings: [(first: Int, second: Int)] {
        switch format {
        case .roundRobin:
            return specs.indices.flatMap { i in specs.indices.filter { $0 > i }.map { (first: i, second: $0) } }
        case .gauntlet:
            return specs.indices.dropFirst().map { (first: 0, second: $0) }
        }
    }

    /// The games of the whole tournament.
    public var gameCount: Int { pairings.count * gamesPerPairing }

    /// The pair slots of the whole tournament (see ``Shard``).
    public var slotCount: Int { pairings.count * ((gamesPerPairing + 1) / 2) }

    /// The seed of game `index`.
    public func seed(ofGame index: Int) -> UInt64 {
        var generator = SplitMix64.derived(from: seed, index: UInt64(index))
        return generator.next()
    }

    /// Game `index` of the schedule (0 ≤ index < ``gameCount``).
    ///
    /// - Complexity: O(1) without openings or with a list; O(plies × cells) with random openings.
    public func game(at index: Int, pairings: [(first: Int, second: Int)]? = nil) -> ScheduledGame {
        let pairings = pairings ?? self.pairings
        let pairingCount = pairings.count
        let fullRounds = gamesPerPairing / 2
        let pairing: Int, round: Int, slot: Int, secondOfPair: Bool
        if index < 2 * pairingCount * fullRounds {
            slot = index / 2
            secondOfPair = index % 2 == 1
            round = slot / pairingCount
            pairing = slot % pairingCount
        } else {
            // NB: an odd number of games per pairing: one last single game each.
            let k = index - 2 * pairingCount * fullRounds
            slot = pairingCount * fullRounds + k
            secondOfPair = false
            round = fullRounds
            pairing = k
        }
        return ScheduledGame(
            index: index, pairing: pairing, round: round, slot: slot,
            first: pairings[pairing].first, second: pairings[pairing].second,
            firstPlays: secondOfPair ? .o : .x, seed: seed(ofGame: index),
            opening: opening(forRound: round))
    }

    /// The moves game pair `round` of every pairing starts from.
    public func opening(forRound round: Int) -> [Move] {
        openings.moves(forRound: round, rules: rules, seed: seed, order: openingOrder, transform: openingTransform)
    }

    /// The pairing and colour of game `index`, without its opening: cheaper than ``game(at:pairings:)``.
    func placement(ofGame index: Int, pairingCount: Int) -> (pairing: Int, slot: Int, firstPlays: Mark) {
        let fullRounds = gamesPerPairing / 2
        if index < 2 * pairingCount * fullRounds {
            return (index / 2 % pairingCount, index / 2, index % 2 == 1 ? .o : .x)
        }
        let k = index - 2 * pairingCount * fullRounds
        return (k, pairingCount * fullRounds + k, .x)
    }

    /// Which game pair of its pairing game `index` is (see ``ScheduledGame/round``).
    func round(ofGame index: Int, pairingCount: Int) -> Int {
        let fullRounds = gamesPerPairing / 2
        return index < 2 * pairingCount * fullRounds ? index / 2 / pairingCount : fullRounds
    }
}

/// Who plays whom in a tournament.
public enum TournamentFormat: String, Sendable, Hashable {
    /// Every player against every other.
    case roundRobin = "round robin"
    /// The first player against each of the others.
    case gauntlet
}
