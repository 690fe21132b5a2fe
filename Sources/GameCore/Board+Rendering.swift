extension Board {
    /// How to draw a board as text.
    public struct RenderStyle: Sendable, Hashable {
        /// ANSI colours: X red, O blue, the winning line green, the last move underlined.
        public var color: Bool
        public init(color: Bool = false) { self.color = color }
        public static let plain = RenderStyle()
    }

    /// The board as text, top row first, with coordinates on all four edges.
    ///
    /// The last move is drawn between brackets, `[X]`; once the game is won the winning
    /// line is drawn between stars instead, `*X*X*X*`. With colour, X is red, O blue, the
    /// winning line green and the last move underlined as well. Under renju, when X is to
    /// move, the cells forbidden to X are drawn `×` (``forbiddenMoves``).
    ///
    ///        a b c
    ///     3  X . O 3
    ///     2  .[X]. 2
    ///     1  O . . 1
    ///        a b c
    public func rendered(_ style: RenderStyle = .plain) -> String {
        let labelWidth = String(rules.rows).count
        let pad = String(repeating: " ", count: labelWidth)
        let letters = (0..<rules.columns).map { Move.columnName($0) }.joined(separator: " ")
        let edge = pad + "  " + letters + "\n"
        let line = Set(winner.map { winningLine(of: $0) } ?? [])
        let last = line.isEmpty ? lastMove : nil
        let forbidden = Set(forbiddenMoves)
        var text = edge
        for row in (0..<rules.rows).reversed() {
            let label = String(row + 1)
            text += String(repeating: " ", count: labelWidth - label.count) + label + " "
            var previousMarked = false
            for column in 0..<rules.columns {
                let cell = Move(column: column, row: row)
                let marked = line.contains(cell) || cell == last
                let opening = line.contains(cell) ? "*" : "["
                let closing = line.contains(cell) ? "*" : "]"
                if marked { text += previousMarked && line.contains(cell) ? "" : opening } else { text += previousMarked ? "" : " " }
                text += forbidden.contains(cell) ? "×" : symbol(at: cell, style: style, inLine: line.contains(cell), isLast: cell == last)
                if marked { text += closing }
                previousMarked = marked
            }
            text += (previousMarked ? "" : " ") + label + "\n"
        }
        return text + edge
    }

    private func symbol(at cell: Move, style: RenderStyle, inLine: Bool, isLast: Bool) -> String {
        guard let mark = mark(at: cell) else { return "." }
        guard style.color else { return mark.symbol }
        let color = inLine ? "32" : mark == .x ? "31" : "34"
        return "\u{1B}[1;\(color)\(isLast ? ";4" : "")m\(mark.symbol)\u{1B}[0m"
    }
}
