/// A position: the rules and the stones on the board. An immutable value.
///
/// Playing a move returns the next board or a ``MoveError``; the board itself never changes.
/// Side to move, legal moves and the outcome are derived from the stones, never stored
/// beside them. The stones live in inline bitboards, so playing, checking and copying
/// allocate nothing.
///
/// Two boards are equal when they have the same rules and the same stones; the last-move
/// marker is for display and does not take part.
public struct Board {
    /// The rules this board is played under.
    public let rules: Rules
    @usableFromInline var xStones: CellSet
    @usableFromInline var oStones: CellSet
    /// The bit index of the last stone played, or -1 for a board set up from a diagram.
    @usableFromInline var lastIndex: Int16

    /// The empty board.
    public init(rules: Rules) {
        self.rules = rules
        xStones = CellSet()
        oStones = CellSet()
        lastIndex = -1
    }

    @inlinable
    init(rules: Rules, x: CellSet, o: CellSet, lastIndex: Int16) {
        self.rules = rules
        xStones = x
        oStones = o
        self.lastIndex = lastIndex
    }

    // MARK: Geometry

    /// Bits per column: the rows plus one spare bit that is always empty.
    @inlinable var stride: Int { rules.rows &+ 1 }
    /// How many 64-bit words the board uses.
    @inlinable var usedWords: Int { (rules.columns &* stride &+ 63) &>> 6 }

    @inlinable
    func index(of move: Move) -> Int { move.column &* stride &+ move.row }

    @inlinable
    func move(atIndex index: Int) -> Move {
        let (column, row) = index.quotientAndRemainder(dividingBy: stride)
        return Move(column: column, row: row)
    }

    @inlinable
    func stones(of mark: Mark) -> CellSet { mark == .x ? xStones : oStones }

    // MARK: Reading the position

    /// The mark on `move`'s cell, or nil when it is empty or off the board.
    @inlinable
    public func mark(at move: Move) -> Mark? {
        guard rules.contains(move) else { return nil }
        let i = index(of: move)
        if xStones.contains(i) { return .x }
        if oStones.contains(i) { return .o }
        return nil
    }

    /// Whether the stones of each side fit in the first word (`columns * (rows + 1) <= 64`):
    /// then every query below is a few operations on two integers.
    @inlinable var isPacked: Bool { rules.columns &* stride <= 64 }

    /// The number of stones on the board.
    /// - Complexity: O(1) for boards up to 64 cells; O(words) in general.
    @inlinable
    public var moveCount: Int {
        // NB: the sides never share a cell, so one count of both is enough.
        if isPacked { return (xStones.words[0] | oStones.words[0]).nonzeroBitCount }
        return moveCountInManyWords
    }

    @usableFromInline @inline(never)
    var moveCountInManyWords: Int {
        let used = usedWords
        return xStones.count(used: used) &+ oStones.count(used: used)
    }

    /// The side to move: X when both have as many stones, else O.
    /// - Complexity: O(1) for a board reached by playing moves; else O(words).
    @inlinable
    public var sideToMove: Mark {
        // NB: the last stone played is the mover's, so the other side is to move.
        if lastIndex >= 0, lastIndex < 64 { return xStones.words[0] &>> UInt64(lastIndex) & 1 != 0 ? .o : .x }
        return sideToMoveByCounting
    }

    @usableFromInline @inline(never)
    var sideToMoveByCounting: Mark {
        if lastIndex >= 0 { return xStones.contains(Int(lastIndex)) ? .o : .x }
        let used = usedWords
        return xStones.count(used: used) == oStones.count(used: used) ? .x : .o
    }

    /// The last move played, when the board was reached by playing moves.
    public var lastMove: Move? { lastIndex < 0 ? nil : move(atIndex: Int(lastIndex)) }

    /// How many stones are in `column` (where the next one lands in gravity games).
    /// - Complexity: O(1).
    @inlinable
    public func height(ofColumn column: Int) -> Int {
        let offset = column &* stride
        let occupied = xStones.words[offset &>> 6] | oStones.words[offset &>> 6]
        let shift = UInt64(offset & 63)
        var bits = occupied &>> shift
        if shift != 0, (offset &>> 6) &+ 1 < CellSet.wordCount {
            let next = xStones.words[(offset &>> 6) &+ 1] | oStones.words[(offset &>> 6) &+ 1]
            bits |= next &<< (64 &- shift)
        }
        return (bits & ((1 &<< UInt64(rules.rows)) &- 1)).nonzeroBitCount
    }

    // MARK: Playing

    /// Checks `move` without playing it.
    ///
    /// - Throws: `.gameOver` once the game has ended, `.offBoard`, `.occupied` (with the
    ///   mark there), and in gravity games `.columnFull` or `.floating` (with the cell the
    ///   stone would fall to).
    @inlinable
    public func validate(_ move: Move) throws(MoveError) {
        if isOver { throw .gameOver(outcome) }
        guard rules.contains(move) else { throw .offBoard(move, rules) }
        let i = index(of: move)
        if xStones.contains(i) { throw .occupied(move, by: .x) }
        if oStones.contains(i) { throw .occupied(move, by: .o) }
        if rules.gravity {
            let landing = height(ofColumn: move.column)
            if landing != move.row { throw .floating(move, landsOn: Move(column: move.column, row: landing)) }
        }
    }

    /// The board after the side to move plays `move`.
    ///
    /// - Complexity: O(1) for boards up to 64 cells; no allocation.
    @inlinable
    public func playing(_ move: Move) throws(MoveError) -> Board {
        try validate(move)
        return playingUnchecked(index(of: move))
    }

    /// The board after playing the stone at bit `index`, which must be legal.
    @inlinable
    func playingUnchecked(_ index: Int) -> Board {
        var next = self
        if sideToMove == .x { next.xStones.insert(index) } else { next.oStones.insert(index) }
        next.lastIndex = Int16(truncatingIfNeeded: index)
        return next
    }

    /// Whether the game has ended, by a win or a full board.
    @inlinable
    public var isOver: Bool { moveCount == rules.cellCount || winner != nil }
}

extension Board: Sendable {}

extension Board: Hashable {
    // NB: words past `usedWords` are always zero, so only the used ones are compared.
    public static func == (lhs: Board, rhs: Board) -> Bool {
        guard lhs.rules == rhs.rules else { return false }
        for i in 0..<lhs.usedWords where lhs.xStones.words[i] != rhs.xStones.words[i] || lhs.oStones.words[i] != rhs.oStones.words[i] {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules)
        for i in 0..<usedWords {
            hasher.combine(xStones.words[i])
            hasher.combine(oStones.words[i])
        }
    }
}
