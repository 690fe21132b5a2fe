/// A position: the rules and the stones on the board. An immutable value.
///
/// Playing a move returns the next board or a ``MoveError``; the board itself never changes,
/// but for ``play(_:)``, a referee's step that plays in place.
/// Side to move, legal moves and the outcome are derived from the stones, never stored
/// beside them.
///
/// The stones are two bitboards stored inline, one bit a cell plus a spare bit a column,
/// big enough for 26x26: so on every board, playing, copying, checking for a win and listing
/// the legal moves (``forEachLegalMove(_:)``) allocate nothing. The work is sized to the
/// board: up to 64 bits (tic-tac-toe, 4x4, connect four, 7x7) every query is a few
/// operations on two integers; up to 256 bits (gomoku 15x15, 16x15, 12x12) on four words a
/// side; larger boards on as many words as they use.
///
/// Two boards are equal when they have the same rules and the same stones; the last-move
/// marker is for display and does not take part.
public struct Board {
    // NB: no reference among the fields: a board is plain data, copied without retain or
    // release (a reference beside this much data made every copy a call through the
    // type's metadata). The small fields come first, to share one word.
    /// The rules this board is played under.
    public let rules: Rules
    /// The bit index of the last stone played, or -1 for a board set up from a diagram.
    @usableFromInline var lastIndex: Int16
    /// How many 64-bit words the board uses: `(columns * (rows + 1) + 63) / 64`.
    @usableFromInline let wordCount: UInt8
    /// X's stones as a bitboard.
    @usableFromInline var xStones: CellSet
    /// O's stones as a bitboard.
    @usableFromInline var oStones: CellSet

    /// The empty board.
    @inlinable
    public init(rules: Rules) {
        self.rules = rules
        lastIndex = -1
        wordCount = UInt8((rules.columns * (rules.rows + 1) + 63) / 64)
        xStones = CellSet()
        oStones = CellSet()
    }

    /// Word 0 of X's stones: all of them on a board of one word.
    @inlinable
    var xWord: UInt64 {
        get { xStones.words[0] }
        set { xStones.words[0] = newValue }
    }

    /// Word 0 of O's stones: all of them on a board of one word.
    @inlinable
    var oWord: UInt64 {
        get { oStones.words[0] }
        set { oStones.words[0] = newValue }
    }

    /// X's stones on a board of up to 256 bits.
    @inlinable
    var xStones256: CellSet256 {
        get { CellSet256(xStones) }
        set { for i in 0..<4 { xStones.words[i] = newValue.words[i] } }
    }

    /// O's stones on a board of up to 256 bits.
    @inlinable
    var oStones256: CellSet256 {
        get { CellSet256(oStones) }
        set { for i in 0..<4 { oStones.words[i] = newValue.words[i] } }
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
    @inlinable var isPacked: Bool { wordCount == 1 }

    /// Whether the stones fit in four words each (`columns * (rows + 1) <= 256`): then the
    /// queries work on ``CellSet256``, four words a side.
    @inlinable var fitsIn256Bits: Bool { wordCount <= 4 }

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
        if fitsIn256Bits { return xStones256.contains(index) ? .x : oStones256.contains(index) ? .o : nil }
        return xStones.contains(index) ? .x : oStones.contains(index) ? .o : nil
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
        if fitsIn256Bits {
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
            return (fitsIn256Bits ? xStones256.contains(last) : xStones.contains(last)) ? .o : .x
        }
        if fitsIn256Bits { return xStones256.count == oStones256.count ? .x : .o }
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
        if fitsIn256Bits {
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
    ///   mark there), in gravity games `.columnFull` or `.floating` (with the cell the
    ///   stone would fall to), and under renju `.forbidden` (with the reason) for X.
    @inlinable
    public func validate(_ move: Move) throws(MoveError) {
        if isOver { throw .gameOver(outcome) }
        try validatePlacement(move)
    }

    /// ``validate(_:)`` but for the game being over: the cell is on the board, empty, in
    /// gravity games where a stone in its column lands, and under renju allowed for X.
    @inlinable
    func validatePlacement(_ move: Move) throws(MoveError) {
        guard rules.contains(move) else { throw .offBoard(move, rules) }
        if let mark = mark(atIndex: index(of: move)) { throw .occupied(move, by: mark) }
        if rules.gravity {
            let landing = height(ofColumn: move.column)
            if landing != move.row { throw .floating(move, landsOn: Move(column: move.column, row: landing)) }
        }
        if rules.winRule == .renju { try checkNotForbidden(move) }
    }

    /// The board after the side to move plays `move`.
    ///
    /// - Complexity: O(1) for boards up to 256 bits, O(words) beyond; no allocation.
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
        if mover == .x { next.xStones.insert(index) } else { next.oStones.insert(index) }
        next.lastIndex = Int16(truncatingIfNeeded: index)
        return next
    }

    /// Plays `move` for the side to move in place, in a game that is not over, and says
    /// whether it won: whether the mover now has k in a row.
    ///
    /// The referee's step, for a loop that keeps one board over a whole game: the checks of
    /// ``validate(_:)`` but the first (the caller knows the game goes on from the previous
    /// move's answer), the stone, and one line check. The same as
    /// `board = try board.playing(move)` then `board.winner != nil`, without the copy of
    /// the board and with a third of the line checks.
    /// - Precondition: the game is not over (``isOver`` is false).
    /// - Throws: as ``validate(_:)``: `.offBoard`, `.occupied`, `.floating`, `.forbidden`;
    ///   the board is unchanged then.
    /// - Complexity: O(1) for boards up to 256 bits (O(k) for the line), O(words) beyond;
    ///   no allocation. Under renju, X's moves pay for the check of forbidden moves too.
    @inlinable
    public mutating func play(_ move: Move) throws(MoveError) -> Bool {
        assert(!isOver, "play(_:) on a board whose game is over")
        guard isPacked, rules.isFreestyle else { return try playInGeneral(move) }
        // NB: everything from the two words and the rules, with no call that needs the whole
        // board: in a mutating method such a call copies it first.
        let rules = rules
        guard rules.contains(move) else { throw .offBoard(move, rules) }
        let stride = rules.rows &+ 1
        let index = move.column &* stride &+ move.row
        let bit: UInt64 = 1 &<< UInt64(index & 63)
        let (x, o) = (xWord, oWord)
        if (x | o) & bit != 0 { throw .occupied(move, by: x & bit != 0 ? .x : .o) }
        if rules.gravity {
            let columnBits: UInt64 = (1 &<< UInt64(rules.rows)) &- 1
            let landing = ((x | o) &>> UInt64(move.column &* stride) & columnBits).nonzeroBitCount
            if landing != move.row { throw .floating(move, landsOn: Move(column: move.column, row: landing)) }
        }
        // NB: X is to move when the last stone is O's (or, on a board set up from a
        // diagram, when the sides have as many stones).
        let last = Int(lastIndex)
        let xToMove = last >= 0 ? x &>> UInt64(last & 63) & 1 == 0 : x.nonzeroBitCount == o.nonzeroBitCount
        lastIndex = Int16(truncatingIfNeeded: index)
        let stones: UInt64
        if xToMove {
            stones = x | bit
            xWord = stones
        } else {
            stones = o | bit
            oWord = stones
        }
        return PackedGeometry.hasLine(stones, stride: UInt64(stride), k: rules.k)
    }

    /// ``play(_:)`` on a board of more than one word, or under a win rule other than freestyle.
    @usableFromInline @inline(never)
    mutating func playInGeneral(_ move: Move) throws(MoveError) -> Bool {
        try validatePlacement(move)
        let mover = sideToMove
        self = playingUncheckedInManyWords(index(of: move))
        // NB: the line check of a played board looks only through its last stone.
        return hasLine(mover)
    }

    /// Whether the game has ended, by a win or a full board.
    @inlinable
    public var isOver: Bool {
        if isPacked, rules.isFreestyle { return PackedGeometry.isOver(x: xWord, o: oWord, last: Int(lastIndex), rules: rules) }
        return moveCount == rules.cellCount || winner != nil
    }
}

extension Board: Sendable {}

extension Board: Hashable {
    // NB: words past `usedWords` are always zero, so only the used ones are compared.
    public static func == (lhs: Board, rhs: Board) -> Bool {
        guard lhs.rules == rhs.rules, lhs.xWord == rhs.xWord, lhs.oWord == rhs.oWord else { return false }
        if lhs.isPacked { return true }
        let (lx, lo, rx, ro) = (lhs.xStones, lhs.oStones, rhs.xStones, rhs.oStones)
        for i in 1..<lhs.usedWords where lx.words[i] != rx.words[i] || lo.words[i] != ro.words[i] {
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
