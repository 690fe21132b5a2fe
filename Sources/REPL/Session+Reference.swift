extension Session {
    /// An example or two for each command, shown by `help COMMAND` and in docs/SCRIPTING.md.
    public static let examples: [String: [String]] = [
        "new": ["new", "new connect4 x=human o=perfect", "new 5x5 k=4", "new renju x=human o=heuristic"],
        "move": ["move b2", "b2", "5", "d"],
        "play": ["new x=perfect o=heuristic; play"],
        "undo": ["undo"],
        "redo": ["undo; redo"],
        "show": ["show"],
        "rules": ["rules"],
        "perft": ["new connect4; perft 7"],
        "hint": ["hint", "hint 5s"],
        "analyze": ["analyze", "new gomoku; h8; analyze 2s"],
        "x": ["x perfect", "x random:seed=7", "x Players/bots/greedy.py"],
        "o": ["o heuristic", "o cmd:\"python3 my_bot.py\""],
        "players": ["players"],
        "match": ["match 100 heuristic random", "match 200 heuristic random --sprt elo0=0,elo1=50"],
        "tournament": ["tournament random heuristic perfect --games 20 --journal cup.jsonl"],
        "score": ["score", "score reset"],
        "expect": ["expect winner x", "expect draw", "expect board \"X O . / . X . / . . X\"", "expect score perfect losses 0"],
        "save": ["save game.txt", "save game.sgf"],
        "load": ["load game.txt", "load game.sgf"],
        "source": ["source Scripts/demo.ttt"],
        "replay": ["replay games.txt 2", "replay next", "replay 5"],
        "set": ["set seed 42", "set time 500ms", "set margin 50ms", "set color off", "set bail off", "set delay 300ms", "set verbose on"],
        "echo": ["echo round one"],
        "help": ["help", "help expect"],
        "quit": ["quit"],
    ]

    /// The command reference in Markdown, made from the command table: what docs/SCRIPTING.md
    /// holds between its `commands` markers (`help --markdown` prints it).
    public static var commandReference: String {
        var text = ""
        for command in commands {
            text += "### \(command.name)\n\n`\(command.usage)`"
            if !command.aliases.isEmpty { text += " (also " + command.aliases.map { "`\($0)`" }.joined(separator: ", ") + ")" }
            text += "\n\n\(command.summary)\n"
            // NB: the details as `help COMMAND` shows them at 80 columns.
            if !command.details.isEmpty { text += "\n```\n\(HelpText.wrapped(command.details, width: 80))\n```\n" }
            if let examples = examples[command.name], !examples.isEmpty {
                text += "\nExamples: " + examples.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            }
            text += "\n"
        }
        return text
    }
}
