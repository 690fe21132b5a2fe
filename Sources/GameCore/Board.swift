/// A position: the rules and the stones on the board. An immutable value.
///
/// Playing a move returns the next board or a ``MoveError``; the board itself never changes.
/// Side to move, legal moves and the outcome are derived from the stones, never stored
/// beside them.
///
/// Storage, by the board's size in bits (`columns * (rows + 1)`: one spare bit a column):
/// - up to 64 bits (tic-tac-toe, 4x4, connect four, 7x7): the stones are two integers, so
///   a copy is a few registers;
/// - up to 256 bits (gomoku 15x15, 16x15, 12x12, the larger gravity boards): four words a
///   side, inline as well;
/// - over 256 bits (19x19 up to 26x26): one buffer on the heap, shared between copies and
///   copied when a move is played: one allocation a move on those boards only.
///
/// So on every board of up to 256 bits, playing, copying, checking for a win and listing
/// the legal moves allocate nothing.
///
/// Two boards are equal when they have the same rules and the same stones; the last-move
/// marker is for display and does not take part.
public struct Board {
    // NB: the fields are in this order so that the small ones share the first word.
    /// The rules this board is played under.
    public let rules: Rules
    /// The bit index of the last stone played, or -1 for a board set up from a diagram.
    @usableFromInline var lastIndex: Int16
    /// How many 64-bit words the board uses: `(columns * (rows + 1) + 63) / 64`.
    @usableFromInline let wordCount: UInt8
    /// Word 0 of X's and O's stones on a board of up to 256 bits; zero on larger boards.
    @usableFromInline var xWord: UInt64
    @usableFromInline var oWord: UInt64
    /// Words 1 to 3 of X's and O's stones on a board of 65 to 256 bits; zero otherwise.
    // NB: plain words, not an inline array: a struct holding both a reference and an inline
    // array is copied through its type's metadata, a call on every copy of every board.
    @usableFromInline var xWord1: UInt64
    @usableFromInline var xWord2: UInt64
    @usableFromInline var xWord3: UInt64
    @usableFromInline var oWord1: UInt64
    @usableFromInline var oWord2: UInt64
    @usableFromInline var oWord3: UInt64
    /// The stones of a board of more than 256 bits; nil on smaller boards.
    @usableFromInline var wide: WideStones?

    /// The most words a board keeps inline; larger boards keep their stones in ``wide``.
    @usableFromInline static let inlineWords = 4

    /// The empty board.
    public init(rules: Rules) {
        self.rules = rules
        lastIndex = -1
        let words = (rules.columns * (rules.rows + 1) + 63) / 64
        wordCount = UInt8(words)
        xWord = 0
        oWord = 0
        (xWord1, xWord2, xWord3) = (0, 0, 0)
        (oWord1, oWord2, oWord3) = (0, 0, 0)
        wide = words <= Self.inlineWords ? nil : WideStones()
    }

    /// X's stones as a bitboard.
    @inlinable
    var xStones: CellSet {
        get { wide?.x ?? CellSet(xStones256) }
        set {
            if isInline {
                xStones256 = CellSet256(newValue)
            } else {
                uniqueWide().x = newValue
            }
        }
    }

    /// O's stones as a bitboard.
    @inlinable
    var oStones: CellSet {
        get { wide?.o ?? CellSet(oStones256) }
        set {
            if isInline {
                oStones256 = CellSet256(newValue)
            } else {
                uniqueWide().o = newValue
            }
        }
    }

    /// X's stones on a board of up to 256 bits.
    @inlinable
    var xStones256: CellSet256 {
        get { CellSet256(xWord, xWord1, xWord2, xWord3) }
        set { (xWord, xWord1, xWord2, xWord3) = (newValue.words[0], newValue.words[1], newValue.words[2], newValue.words[3]) }
    }

    /// O's stones on a board of up to 256 bits.
    @inlinable
    var oStones256: CellSet256 {
        get { CellSet256(oWord, oWord1, oWord2, oWord3) }
        set { (oWord, oWord1, oWord2, oWord3) = (newValue.words[0], newValue.words[1], newValue.words[2], newValue.words[3]) }
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
    @inlinable var usedWords: Int { Int(wordCount) }

    @inlinable
    func index(of move: Move) -> Int { move.column &* stride &+ move.row }

    @inlinable
    func move(atIndex index: Int) -> Move {
        let (column, row) = index.quotientAndRemainder(dividingBy: stride)
        return Move(column: column, row: row)
    }

    @inlinable
    func stones(of mark: Mark) -> CellSet { mark == .x ? xStones : oStones }

    /// Whether the stones fit in one word each (`columns * (rows + 1) <= 64`): then every
    /// query below is a few operations on two integers.
    // NB: `wide == nil` always holds then; testing it tells the optimiser so, and it then
    // copies such boards without retaining or releasing anything.
    @inlinable var isPacked: Bool { wordCount == 1 && wide == nil }

    /// Whether the stones are kept inline (`columns * (rows + 1) <= 256`): in ``xWord`` and
    /// ``oWord``, and from bit 64 on in ``xWord1`` to ``oWord3``.
    @inlinable var isInline: Bool { wide == nil }

    /// Whether X has a stone on the cell of bit `index`, on a board kept inline.
    @inlinable
    func inlineX(has index: Int) -> Bool {
        if index < 64 { return xWord & (1 &<< UInt64(index & 63)) != 0 }
        return xStones256.contains(index)
    }

    /// The mark on the cell of bit `index`, or nil when it is empty.
    @inlinable
    func mark(atIndex index: Int) -> Mark? {
        guard isPacked else { return markInManyWords(atIndex: index) }
        let bit: UInt64 = 1 &<< UInt64(index & 63)
        return xWord & bit != 0 ? .x : oWord & bit != 0 ? .o : nil
    }

    /// ``mark(atIndex:)`` on a board of more than one word.
    @usableFromInline @inline(never)
    func markInManyWords(atIndex index: Int) -> Mark? {
        if let wide { return wide.x.contains(index) ? .x : wide.o.contains(index) ? .o : nil }
        return xStones256.contains(index) ? .x : oStones256.contains(index) ? .o : nil
    }

    // MARK: Reading the position

    /// The mark on `move`'s cell, or nil when it is empty or off the board.
    @inlinable
    public func mark(at move: Move) -> Mark? {
        guard rules.contains(move) else { return nil }
        return mark(atIndex: index(of: move))
    }

    /// The number of stones on the board.
    /// - Complexity: O(1) for boards up to 256 bits; O(words) in general.
    @inlinable
    public var moveCount: Int {
        // NB: the sides never share a cell, so one count of both is enough.
        if isPacked { return (xWord | oWord).nonzeroBitCount }
        return moveCountInManyWords
    }

    @usableFromInline @inline(never)
    var moveCountInManyWords: Int {
        if isInline {
            var occupied = xStones256
            let o = oStones256
            for i in 0..<4 { occupied.words[i] |= o.words[i] }
            return occupied.count
        }
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
        if lastIndex >= 0 {
            let last = Int(lastIndex)
            return (isInline ? inlineX(has: last) : xStones.contains(last)) ? .o : .x
        }
        if isInline { return xStones256.count == oStones256.count ? .x : .o }
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
        return heightInManyWords(offset: offset, columnBits: columnBits)
    }

    /// ``height(ofColumn:)`` of the column starting at bit `offset` on a board of more than
    /// one word.
    @usableFromInline @inline(never)
    func heightInManyWords(offset: Int, columnBits: UInt64) -> Int {
        let word = offset &>> 6
        let shift = UInt64(offset & 63)
        let spills = shift != 0 && shift &+ UInt64(rules.rows) > 64
        var low: UInt64
        var high: UInt64 = 0
        if isInline {
            let (x, o) = (xStones256, oStones256)
            low = x.words[unchecked: word] | o.words[unchecked: word]
            if spills { high = x.words[unchecked: word &+ 1] | o.words[unchecked: word &+ 1] }
        } else {
            let (x, o) = (xStones, oStones)
            low = x.words[word] | o.words[word]
            if spills { high = x.words[word &+ 1] | o.words[word &+ 1] }
        }
        var bits = low &>> shift
        if spills { bits |= high &<< (64 &- shift) }
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
    /// - Complexity: O(1) for boards up to 256 bits, with no allocation.
    @inlinable
    public func playing(_ move: Move) throws(MoveError) -> Board {
        try validate(move)
        return playingUnchecked(index(of: move))
    }

    /// The board after playing the stone at bit `index`, which must be legal.
    @inlinable
    func playingUnchecked(_ index: Int) -> Board {
        guard isPacked else { return playingUncheckedInManyWords(index) }
        var next = self
        let bit: UInt64 = 1 &<< UInt64(index & 63)
        if sideToMove == .x { next.xWord |= bit } else { next.oWord |= bit }
        next.lastIndex = Int16(truncatingIfNeeded: index)
        return next
    }

    /// ``playingUnchecked(_:)`` on a board of more than one word.
    @usableFromInline @inline(never)
    func playingUncheckedInManyWords(_ index: Int) -> Board {
        var next = self
        let mover = sideToMove
        if isInline {
            if mover == .x { next.xStones256.insert(index) } else { next.oStones256.insert(index) }
        } else {
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
    // NB: words past `usedWords` are always zero, and boards of the same rules keep their
    // stones the same way, so comparing the stored words is enough.
    public static func == (lhs: Board, rhs: Board) -> Bool {
        guard lhs.rules == rhs.rules, lhs.xWord == rhs.xWord, lhs.oWord == rhs.oWord else { return false }
        if lhs.isPacked { return true }
        if let left = lhs.wide, let right = rhs.wide {
            for i in 0..<lhs.usedWords where left.x.words[i] != right.x.words[i] || left.o.words[i] != right.o.words[i] {
                return false
            }
            return true
        }
        return (lhs.xWord1, lhs.xWord2, lhs.xWord3, lhs.oWord1, lhs.oWord2, lhs.oWord3)
            == (rhs.xWord1, rhs.xWord2, rhs.xWord3, rhs.oWord1, rhs.oWord2, rhs.oWord3)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules)
        if isInline {
            hasher.combine(xWord)
            hasher.combine(oWord)
            if isPacked { return }
            hasher.combine(xWord1)
            hasher.combine(xWord2)
            hasher.combine(xWord3)
            hasher.combine(oWord1)
            hasher.combine(oWord2)
            hasher.combine(oWord3)
            return
        }
        let (x, o) = (xStones, oStones)
        for i in 0..<usedWords {
            hasher.combine(x.words[i])
            hasher.combine(o.words[i])
        }
    }
}
