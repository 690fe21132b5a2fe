import GameCore
import GameRecords
import Referee
import TextAndFiles

/// Checks the games of journals against their tournament before any is counted: a journal
/// is checked, not trusted. Each game must be one of the schedule's, as the plan deals it
/// (index, players and colours, rules, seed and opening), within its journal's shard, and
/// recorded once, or the same way each time; an adjudicated game must be one the plan's
/// adjudication rules end so (see ``AdjudicationCheck``). (That its result follows from its
/// moves is checked as its line is read: see ``JournalEntry/contradiction(winner:reason:board:)``.)
///
/// `--resume` checks its journal with one; `ttt merge` checks all its journals with one,
/// so a game recorded differently by two of them is found too.
struct JournalChecker {
    /// The tournament.
    let plan: TournamentPlan
    /// Every game read so far, by index, with where it was first read.
    private(set) var games: [Int: (entry: JournalEntry, name: String, line: Int)] = [:]
    private let pairings: [(first: Int, second: Int)]
    private let gameCount: Int
    // NB: random openings cost a few board copies each, and the games of a round are
    // neighbours in the schedule (and, mostly, in the journal): the last one is kept.
    private var lastOpening: (round: Int, moves: [Move])?
    private var adjudication: AdjudicationCheck

    /// A checker of `plan`'s games; `makeSolver` makes ttt's solver, with which the results
    /// it adjudicated are proved again where that is cheap (without one, they are not).
    init(plan: TournamentPlan, makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil) {
        self.plan = plan
        pairings = plan.pairings
        gameCount = plan.gameCount
        adjudication = AdjudicationCheck(rules: plan.adjudication, makeSolver: makeSolver)
    }

    /// The games read, once each, in index order.
    var entries: [JournalEntry] { games.values.map(\.entry).sorted { $0.index < $1.index } }

    /// Checks and keeps every game of `contents`, the journal `name` of shard `shard`.
    /// - Throws: ``InputError`` naming the file and line of the first game that is not
    ///   the schedule's, or both lines of a game recorded two ways.
    mutating func add(_ contents: JournalContents, shard: Shard?, name: String) throws(InputError) {
        for (entry, line) in zip(contents.entries, contents.lineNumbers) {
            try check(entry, shard: shard, name: name, line: line)
            if let earlier = games[entry.index] {
                guard earlier.entry.sameGame(as: entry) else {
                    throw InputError("\(earlier.name):\(earlier.line) and \(name):\(line) record game \(entry.index + 1) differently.")
                }
                continue
            }
            games[entry.index] = (entry, name, line)
        }
    }

    /// Checks `entry`, read from line `line` of the journal `name` of shard `shard`, and keeps
    /// nothing (``JournalMerge`` keeps where each game is instead, and finds a game read twice).
    /// - Throws: ``InputError`` naming the file and line when it is not the schedule's game.
    mutating func check(_ entry: JournalEntry, shard: Shard?, name: String, line: Int) throws(InputError) {
        if let problem = problem(with: entry, shard: shard) { throw InputError("\(name):\(line): \(problem)") }
    }

    /// Why `entry` is not game `entry.index` of the schedule (or of `shard`), or does not end
    /// as the plan's adjudication rules let it; nil when it is and does.
    mutating func problem(with entry: JournalEntry, shard: Shard?) -> String? {
        let index = entry.index
        let number = index + 1
        guard index < gameCount else {
            return "Game \(number) is not in the schedule: the tournament has \(gameCount.grouped) games."
        }
        let placement = plan.placement(ofGame: index, pairingCount: pairings.count)
        if let shard, !shard.contains(slot: placement.slot) {
            return "Game \(number) is not in shard \(shard), this journal's."
        }
        let pairing = pairings[placement.pairing]
        let (xPlace, oPlace) = placement.firstPlays == .x ? (pairing.first, pairing.second) : (pairing.second, pairing.first)
        let x = plan.specs[xPlace].text, o = plan.specs[oPlace].text
        guard entry.x == x, entry.o == o else {
            return "Game \(number) is '\(x)' (X) against '\(o)' (O) in the schedule, not '\(entry.x)' against '\(entry.o)'."
        }
        guard entry.rules == plan.rules else {
            return "Game \(number) is played under '\(plan.rules.name)' in the schedule, not '\(entry.rules.name)'."
        }
        let seed = plan.seed(ofGame: index)
        guard entry.seed == seed else { return "Game \(number)'s seed is \(seed) in the schedule, not \(entry.seed)." }
        let round = plan.round(ofGame: index, pairingCount: pairings.count)
        let opening = lastOpening?.round == round
            ? lastOpening!.moves : plan.opening(forRound: round)
        lastOpening = (round, opening)
        guard entry.opening.elementsEqual(opening) else {
            func text(_ moves: some Collection<Move>) -> String {
                moves.isEmpty ? "the empty board" : "'" + moves.map { plan.rules.notation(for: $0) }.joined(separator: " ") + "'"
            }
            return "Game \(number) starts from \(text(opening)) in the schedule, not from \(text(entry.opening))."
        }
        return adjudication.problem(with: entry)
    }
}
