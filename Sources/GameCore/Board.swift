/// A position: the rules and the stones on the board. An immutable value.
///
/// Playing a move returns the next board or a ``MoveError``; the board itself never changes.
/// Side to move, legal moves and the outcome are derived from the stones, never stored
/// beside them. On boards of up to 64 bits (`columns * (rows + 1) <= 64`: tic-tac-toe, 4x4,
/// connect four) the stones are two integers, so playing, checking and copying allocate
/// nothing and a copy is a few registers. Larger boards keep their bitboards in one shared
/// buffer, copied when a move is played (one allocation a move).
///
/// Two boards are equal when they have the same rules and the same stones; the last-move
/// marker is for display and does not take part.
public struct Board {
    /// The rules this board is played under.
    public let rules: Rules
    /// X's and O's stones on a board of one word; zero on larger boards.
    @usableFromInline var xWord: UInt64
    @usableFromInline var oWord: UInt64
    /// The stones on a board of more than one word; nil on a board of one word.
    @usableFromInline var wide: WideStones?
    /// The bit index of the last stone played, or -1 for a board set up from a diagram.
    @usableFromInline var lastIndex: Int16

    /// The empty board.
    public init(rules: Rules) {
        self.rules = rules
        xWord = 0
        oWord = 0
        wide = rules.columns * (rules.rows + 1) <= 64 ? nil : WideStones()
        lastIndex = -1
    }

    /// X's stones as a bitboard.
    @inlinable
    var xStones: CellSet {
        get { wide?.x ?? CellSet(first: xWord) }
        set {
            if isPacked { xWord = newValue.words[0] } else { uniqueWide().x = newValue }
        }
    }

    /// O's stones as a bitboard.
    @inlinable
    var oStones: CellSet {
        get { wide?.o ?? CellSet(first: oWord) }
        set {
            if isPacked { oWord = newValue.words[0] } else { uniqueWide().o = newValue }
        }
    }

    /// The stones of a larger board, copied first when another board shares them.
    @inlinable
    mutating func uniqueWide() -> WideStones {
        if !isKnownUniquelyReferenced(&wide) { wide = wide?.copy() ?? WideStones() }
        return wide!
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

    /// The mark on the cell of bit `index`, or nil when it is empty.
    @inlinable
    func mark(atIndex index: Int) -> Mark? {
        if let wide { return wide.x.contains(index) ? .x : wide.o.contains(index) ? .o : nil }
        let bit: UInt64 = 1 &<< UInt64(index & 63)
        return xWord & bit != 0 ? .x : oWord & bit != 0 ? .o : nil
    }

    // MARK: Reading the position

    /// The mark on `move`'s cell, or nil when it is empty or off the board.
    @inlinable
    public func mark(at move: Move) -> Mark? {
        guard rules.contains(move) else { return nil }
        return mark(atIndex: index(of: move))
    }

    /// Whether the stones fit in one word each (`columns * (rows + 1) <= 64`): then every
    /// query below is a few operations on two integers.
    @inlinable var isPacked: Bool { wide == nil }

    /// The number of stones on the board.
    /// - Complexity: O(1) for boards up to 64 cells; O(words) in general.
    @inlinable
    public var moveCount: Int {
        // NB: the sides never share a cell, so one count of both is enough.
        if isPacked { return (xWord | oWord).nonzeroBitCount }
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
        if isPacked {
            // NB: the last stone played is the mover's, so the other side is to move.
            if lastIndex >= 0 { return xWord &>> UInt64(lastIndex) & 1 != 0 ? .o : .x }
            return xWord.nonzeroBitCount == oWord.nonzeroBitCount ? .x : .o
        }
        return sideToMoveInManyWords
    }

    @usableFromInline @inline(never)
    var sideToMoveInManyWords: Mark {
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
        let columnBits: UInt64 = (1 &<< UInt64(rules.rows)) &- 1
        if isPacked { return ((xWord | oWord) &>> UInt64(offset) & columnBits).nonzeroBitCount }
        let xStones = xStones
        let oStones = oStones
        let occupied = xStones.words[offset &>> 6] | oStones.words[offset &>> 6]
        let shift = UInt64(offset & 63)
        var bits = occupied &>> shift
        if shift != 0, (offset &>> 6) &+ 1 < CellSet.wordCount {
            let next = xStones.words[(offset &>> 6) &+ 1] | oStones.words[(offset &>> 6) &+ 1]
            bits |= next &<< (64 &- shift)
        }
        return (bits & columnBits).nonzeroBitCount
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
        if let mark = mark(atIndex: index(of: move)) { throw .occupied(move, by: mark) }
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
        if isPacked {
            let bit: UInt64 = 1 &<< UInt64(index & 63)
            if sideToMove == .x { next.xWord |= bit } else { next.oWord |= bit }
        } else {
            let mover = sideToMove
            let stones = next.uniqueWide()
            if mover == .x { stones.x.insert(index) } else { stones.o.insert(index) }
        }
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
        if lhs.isPacked, rhs.isPacked { return lhs.xWord == rhs.xWord && lhs.oWord == rhs.oWord }
        let (lx, lo, rx, ro) = (lhs.xStones, lhs.oStones, rhs.xStones, rhs.oStones)
        for i in 0..<lhs.usedWords where lx.words[i] != rx.words[i] || lo.words[i] != ro.words[i] {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules)
        let (x, o) = (xStones, oStones)
        for i in 0..<usedWords {
            hasher.combine(x.words[i])
            hasher.combine(o.words[i])
        }
    }
}
