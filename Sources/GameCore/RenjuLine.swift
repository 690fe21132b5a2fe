/// The eleven cells of one line around a cell, five each side, as X sees them under renju
/// once X has played the middle one: X's stones, and the empty cells. Anything else (an O
/// stone, or off the board) is neither, and blocks the line the same way.
///
/// Bit 5 is the middle cell, bit `5 + i` the cell `i` steps along the line. Five cells each
/// side are what renju's shapes through the middle cell need: a five or a four spans at most
/// four cells each side, and the cell past its end says whether it would be exactly five.
struct RenjuLine {
    /// The bit of the middle cell.
    static let middle = 5
    /// X's stones, the middle one included.
    let stones: UInt16
    /// The empty cells.
    let empty: UInt16

    /// The run of `stones` through the middle bit: its lowest and highest bit.
    /// - Complexity: O(1): at most eleven steps.
    static func run(through stones: UInt16) -> (low: Int, high: Int) {
        var low = middle
        while low > 0, stones & (1 &<< (low &- 1)) != 0 { low &-= 1 }
        var high = middle
        while high < 10, stones & (1 &<< (high &+ 1)) != 0 { high &+= 1 }
        return (low, high)
    }

    /// The bits from `low` to `high`.
    static func bits(_ low: Int, _ high: Int) -> UInt16 {
        UInt16(truncatingIfNeeded: (1 &<< (high &+ 1)) &- (1 &<< low))
    }

    /// The length of the run through the middle: 5 is a five, 6 or more an overline.
    // NB: a run that reaches the window's edge is 6 long at least, so it is an overline
    // whatever lies past the edge.
    var runLength: Int {
        let run = Self.run(through: stones)
        return run.high &- run.low &+ 1
    }

    /// The stones of the run through the middle.
    var runStones: UInt16 {
        let run = Self.run(through: stones)
        return Self.bits(run.low, run.high)
    }

    /// The fours through the middle: each as its four stones, no two the same. A straight
    /// four (two cells make five with the same four stones) is one four; `X . X X X . X`
    /// with the middle stone just played is two.
    ///
    /// A four is four stones that one more, on an empty cell, makes exactly five.
    func fours() -> (count: Int, first: UInt16, second: UInt16) {
        var count = 0
        var first: UInt16 = 0
        var second: UInt16 = 0
        for cell in 1...9 where empty & (1 &<< cell) != 0 {
            let bit = UInt16(1) &<< cell
            let run = Self.run(through: stones | bit)
            // NB: the run holds the new stone: without it, the middle had five already.
            guard run.high &- run.low == 4 else { continue }
            let four = Self.bits(run.low, run.high) & ~bit
            if count == 0 || four != first && four != second {
                if count == 0 { first = four } else if count == 1 { second = four }
                count &+= 1
            }
        }
        return (count, first, second)
    }

    /// The cells that would make a straight four through the middle, each with the three
    /// stones that it completes, in order along the line: the candidates for a three.
    /// Whether each cell is itself allowed is the board's question.
    ///
    /// A straight four is four stones in a row with an empty cell at each end, each of
    /// which makes exactly five (so the cell past it is not X's).
    func straightFourCells() -> (count: Int, cells: InlineArray<4, Int8>, threes: InlineArray<4, UInt16>) {
        var count = 0
        var cells = InlineArray<4, Int8>(repeating: 0)
        var threes = InlineArray<4, UInt16>(repeating: 0)
        for cell in 2...8 where empty & (1 &<< cell) != 0 {
            let bit = UInt16(1) &<< cell
            let run = Self.run(through: stones | bit)
            guard run.high &- run.low == 3, run.low <= cell, cell <= run.high else { continue }
            let (before, after) = (run.low &- 1, run.high &+ 1)
            guard empty & (1 &<< before) != 0, empty & (1 &<< after) != 0,
                  stones & (1 &<< (before &- 1)) == 0, stones & (1 &<< (after &+ 1)) == 0 else { continue }
            // NB: a run of four has at most four cells that complete it; this one a subset.
            if count < 4 {
                cells[count] = Int8(cell)
                threes[count] = Self.bits(run.low, run.high) & ~bit
                count &+= 1
            }
        }
        return (count, cells, threes)
    }
}

extension RenjuLine: Sendable {}
