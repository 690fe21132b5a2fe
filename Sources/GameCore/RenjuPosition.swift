/// X's and O's stones on a renju board, for finding X's forbidden moves: the RIF
/// definitions, with the recursion they need (a three is only a three when the cell that
/// makes it a straight four is itself allowed and makes no five), as the recursive finder
/// of the Gomocup referee c-gomoku-cli and of the engine Rapfi judges them.
///
/// Cells are numbered as on the board: `index = column * (rows + 1) + row`.
struct RenjuPosition {
    /// X's stones.
    var x: CellSet256
    /// O's stones.
    let o: CellSet256
    let columns: Int
    let rows: Int

    /// A line found by ``foul(at:lines:)``: its direction (as in ``Board/lineStep(_:)``) and
    /// its stones as bits of a ``RenjuLine`` around the cell.
    typealias FoulLine = (direction: Int, stones: UInt16)

    var stride: Int { rows &+ 1 }

    /// The line through the empty cell of bit `index` along `direction`, with X's stone
    /// played there.
    /// - Complexity: O(1): eleven cells.
    func line(at index: Int, direction: Int) -> RenjuLine {
        let (dc, dr) = Board.lineStep(direction)
        let (column, row) = index.quotientAndRemainder(dividingBy: stride)
        var stones: UInt16 = 1 &<< RenjuLine.middle
        var empty: UInt16 = 0
        for bit in 0...10 where bit != RenjuLine.middle {
            let c = column &+ (bit &- RenjuLine.middle) &* dc
            let r = row &+ (bit &- RenjuLine.middle) &* dr
            guard c >= 0, c < columns, r >= 0, r < rows else { continue }
            let cell = c &* stride &+ r
            if x.contains(cell) {
                stones |= 1 &<< bit
            } else if !o.contains(cell) {
                empty |= 1 &<< bit
            }
        }
        return RenjuLine(stones: stones, empty: empty)
    }

    /// The bit index of the cell `bit` of a ``RenjuLine`` around bit `index` along `direction`.
    func cell(_ bit: Int, around index: Int, direction: Int) -> Int {
        let (dc, dr) = Board.lineStep(direction)
        return index &+ (bit &- RenjuLine.middle) &* (dc &* stride &+ dr)
    }

    /// Whether X's stone on the empty cell of bit `index` makes exactly five in some line.
    /// - Complexity: O(1): four lines of eleven cells.
    func makesFive(at index: Int) -> Bool {
        (0..<4).contains { line(at: index, direction: $0).runLength == 5 }
    }

    /// Whether X may not play the empty cell of bit `index`.
    func isForbidden(at index: Int) -> Bool {
        var none: [FoulLine]? = nil
        return foul(at: index, lines: &none) != nil
    }

    /// The foul X would commit by playing the empty cell of bit `index`, or nil when the move
    /// is allowed; when `lines` is not nil, the lines that make the foul are appended to it.
    ///
    /// In order: a move that makes exactly five is allowed whatever else it makes; else six
    /// or more in a row is an overline; else two fours or more (counted as sets of four
    /// stones, so in one line or in several) a double four; else threes in two lines or
    /// more a double three, where a line holds a three when some empty cell would make it a
    /// straight four, X may play that cell (asked again of the position with this stone),
    /// and that cell does not make five in another line (it would win, not make a four).
    /// - Complexity: O(1) for the shapes; the recursion for threes plays one more stone at
    ///   each level and is only tried where two lines or more have a candidate.
    func foul(at index: Int, lines: inout [FoulLine]?) -> ForbiddenMove.Kind? {
        let around = InlineArray<4, RenjuLine> { line(at: index, direction: $0) }
        var overlines = 0
        for direction in 0..<4 {
            let length = around[direction].runLength
            if length == 5 { return nil }
            if length > 5 { overlines &+= 1 }
        }
        if overlines > 0 {
            for direction in 0..<4 where around[direction].runLength > 5 {
                lines?.append((direction, around[direction].runStones))
            }
            return .overline
        }
        var fours = 0
        var hasFour = InlineArray<4, Bool>(repeating: false)
        for direction in 0..<4 {
            let found = around[direction].fours()
            fours &+= found.count
            hasFour[direction] = found.count > 0
        }
        if fours >= 2 {
            for direction in 0..<4 {
                let found = around[direction].fours()
                if found.count > 0 { lines?.append((direction, found.first)) }
                if found.count > 1 { lines?.append((direction, found.second)) }
            }
            return .doubleFour
        }
        // NB: the recursion is dear, so first count the lines that could hold a three.
        var candidates = 0
        for direction in 0..<4 where !hasFour[direction] && around[direction].straightFourCells().count > 0 {
            candidates &+= 1
        }
        guard candidates >= 2 else { return nil }
        var played = self
        played.x.insert(index)
        var threes = 0
        var found: [FoulLine] = []
        for direction in 0..<4 where !hasFour[direction] {
            let shapes = around[direction].straightFourCells()
            for shape in 0..<shapes.count {
                let point = cell(Int(shapes.cells[shape]), around: index, direction: direction)
                // NB: a cell that makes five in another line wins there: it makes no
                // straight four, so its three is false (as c-gomoku-cli and Rapfi judge).
                guard !played.makesFive(at: point), !played.isForbidden(at: point) else { continue }
                threes &+= 1
                if lines != nil { found.append((direction, shapes.threes[shape])) }
                break
            }
            if threes >= 2 && lines == nil { return .doubleThree }
        }
        guard threes >= 2 else { return nil }
        lines?.append(contentsOf: found)
        return .doubleThree
    }
}

extension RenjuPosition: Sendable {}
