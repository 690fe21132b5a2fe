/// Renju positions with X to move, one for each kind of forbidden move and for the moves
/// that look forbidden and are not; the play is around h8, and O's stones wait in the
/// bottom-right corner, on no line of the play.
enum RenjuPositions {
    /// h8 makes two threes: g7-h8-i9 (open on f6 and j10) and the split f8-h8-i8 (g8 makes it straight).
    static let doubleThree = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . X . . . . . .
        . . . . . X . . X . . . . . .
        . . . . . . X . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O . . .
        . . . . . . . . . . . O O O .
        """

    /// As doubleThree, but g8, the one cell that makes f8-h8-i8 straight, is an overline for X
    /// (g6 to g11): that three is false, so h8 makes one three and is allowed.
    static let falseThree = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . X . . . . . . . .
        . . . . . . X . . . . . . . .
        . . . . . . X . X . . . . . .
        . . . . . X . . X . . . . . .
        . . . . . . X . . . . . . . .
        . . . . . . X . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O . O .
        . . . . . . . . . . . O O . O
        . . . . . . . . . . . O O O .
        """

    /// h8 makes d8 . f8 g8 h8 . j8: two fours in one line, completed by e8 and by i8.
    static let fourFourInOneLine = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . X . X X . . X . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O . . .
        . . . . . . . . . . . O O O .
        """

    /// h8 makes d8 e8 . g8 h8 . j8 k8: two fours in one line, completed by f8 and by i8.
    static let fourFourSplit = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . X X . X . . X X . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O O . .
        . . . . . . . . . . . O O O .
        """

    /// h8 makes a four up (h5 to h8) and one across (e8 to h8).
    static let fourFourInTwoLines = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . X X X . . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O O . O
        . . . . . . . . . . . O O O .
        """

    /// h8 makes a four across (e8 to h8) and a three up (h6 to h8): a four-three, allowed.
    static let fourThree = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . X X X . . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O O . .
        . . . . . . . . . . . O O O .
        """

    /// h8 makes six across, d8 to i8.
    static let overline = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . X X X X . X . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . O O . .
        . . . . . . . . . . . O O O .
        """

    /// h8 makes five up (h4 to h8) and two threes, across and up-right: five wins.
    static let fiveAndDoubleThree = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . X . . . . . .
        . . . . . . X . X . . . . . .
        . . . . . . X X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . . . . . O . O .
        . . . . . . . . . . . O O . O
        . . . . . . . . . . . O O O .
        """

    /// h8 makes five up (h4 to h8) and six across (e8 to j8): five wins.
    static let fiveAndOverline = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . X X X . X X . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . . . . . . . O . O O
        . . . . . . . . . . . O O . O
        . . . . . . . . . . . O O O .
        """

    /// O to move: h8 makes six across for O, d8 to i8 (X's stones wait in the corner).
    static let overlineForO = """
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . O O O O . O . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . X X . X
        . . . . . . . . . . . X X X .
        """
}
