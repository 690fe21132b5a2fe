import GameCore
let b = try Board(rules: .ticTacToe).playing(Move(column: 1, row: 1))
print(b.rendered())
