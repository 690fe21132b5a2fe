import GameCore

/// Who hears of each move a game plays, as it is played: nobody (``NoStory``), or a story
/// (``StoryKeeping``). The coordinator's loops are generic over it, so that a game without a
/// story costs what it cost before stories were kept.
protocol MoveTeller {
    /// Whether it keeps anything: false lets the compiler drop every call.
    static var keeps: Bool { get }
    /// Tells of the move `player` just played, the last of `moves`; `timed`: whether its time
    /// counts (else it was answered at once, with no time limit, and says nothing).
    mutating func played(by player: any Player, timed: Bool, moves: [Move])
}

/// Keeps no story.
struct NoStory: MoveTeller {
    static var keeps: Bool { false }
    func played(by player: any Player, timed: Bool, moves: [Move]) {}
}

/// The story of a game as it is played (``Coordinator/keepsStory``): each move's time from
/// the clock's reading at the move before, and what its player reported. Made lazily: a
/// game whose moves say nothing (instant players, no time limit) keeps nothing.
struct StoryKeeping: MoveTeller {
    static var keeps: Bool { true }
    /// How many moves came before the first told of (the opening's).
    private let opening: Int
    /// The moves told of so far, and what each said; empty while none said anything.
    private var notes: [Note] = []
    private var told = 0
    private var last: ContinuousClock.Instant
    /// Told of each move as it is played (``Coordinator/onMoveTold``), or nil.
    private let telling: (@Sendable (MoveStory.Told) -> Void)?
    /// The players' names, by side, for the telling.
    private let names: (x: String, o: String)

    private struct Note {
        var milliseconds: Double?
        var score: MoveScore?
        var depth: Int?
    }

    /// A story that starts after an opening of `count` moves, timed from now.
    init(opening count: Int, telling: (@Sendable (MoveStory.Told) -> Void)? = nil, names: (x: String, o: String) = ("X", "O")) {
        opening = count
        last = .now
        self.telling = telling
        self.names = names
    }

    mutating func played(by player: any Player, timed: Bool, moves: [Move]) {
        told += 1
        guard timed else {
            // NB: a move answered at once with no time limit (a random player's) says nothing,
            // and is not asked: the tight loop of instant games pays no call for it.
            if !notes.isEmpty { notes.append(Note()) }
            tell(Note(), moves: moves)
            return
        }
        let now = ContinuousClock.now
        let elapsed = (now - last).components
        last = now
        // NB: kept to a tenth of a millisecond, as the journal writes it: the records and the
        // report a run writes round the very number its journal gives them later.
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) * 1e-15
        let note = Note(
            milliseconds: (milliseconds * 10).rounded() / 10,
            score: player.lastMoveScore, depth: player.lastMoveDepth)
        if notes.isEmpty {
            notes.reserveCapacity(told + 64)
            notes.append(contentsOf: repeatElement(Note(), count: told - 1))
        }
        notes.append(note)
        tell(note, moves: moves)
    }

    /// Tells the watcher, if any, of the last of `moves` and what it said.
    private func tell(_ note: Note, moves: [Move]) {
        guard let telling, let move = moves.last else { return }
        let mark: Mark = moves.count % 2 == 1 ? .x : .o
        telling(MoveStory.Told(
            number: moves.count, mark: mark, player: mark == .x ? names.x : names.o, move: move,
            milliseconds: note.milliseconds, score: note.score, depth: note.depth))
    }

    /// The story told, or nil when no move said anything.
    var story: MoveStory? {
        guard !notes.isEmpty else { return nil }
        var story = MoveStory(opening: opening)
        for note in notes { story.append(milliseconds: note.milliseconds, score: note.score, depth: note.depth) }
        return story
    }
}
