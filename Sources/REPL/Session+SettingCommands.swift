import GameCore
import TextAndFiles

extension Session {
    static let settingCommands: [ReplCommand] = [
        ReplCommand(
            "set", usage: "set NAME VALUE",
            summary: "Change a setting: the seed, the per-move time limit and its margin, colour, stopping at errors.",
            details: """
            set seed N          every random choice derives from N, so games replay exactly
            set time 500ms      a per-move limit for players ('set time off' for none)
            set margin 50ms     how late past the limit (or a match's clock) a move is still
                                accepted: slack for bots ('set margin off' for none)
            set color on|off    ANSI colour in boards
            set bail on|off     whether a script stops at its first error (it still exits
                                non-zero at the end when off)
            set bot-logs DIR    a log file per external bot in DIR, created if missing
                                ('set bot-logs off' for none)
            set watch on|off    at a terminal, draw a game the computer plays move by move,
                                the board redrawn in place (on by default)
            set delay 300ms     while watching, pause this long after each move ('off': none)
            set verbose on|off  while watching, show a bot's info lines under the board
            """
        ) { session, words throws(CommandError) in try session.set(words) },
        ReplCommand("echo", usage: "echo TEXT", summary: "Print TEXT.") { session, words throws(CommandError) in
            session.output.text(words.joined(separator: " "))
            session.output.json(.fields([("type", "echo"), ("text", .string(words.joined(separator: " ")))]))
        },
        ReplCommand("help", aliases: ["?"], usage: "help [COMMAND]", summary: "List the commands, or explain one.") { session, words throws(CommandError) in
            try session.help(words)
        },
        ReplCommand("quit", aliases: ["exit", "q"], usage: "quit", summary: "Leave ttt.") { session, _ throws(CommandError) in
            session.wantsToQuit = true
        },
    ]

    func set(_ words: [String]) throws(CommandError) {
        guard words.count == 2 else {
            throw CommandError("Usage: set seed N | time DURATION | margin DURATION | color on|off | bail on|off | bot-logs DIR | watch on|off | delay DURATION | verbose on|off.")
        }
        let value = words[1].lowercased()
        func onOff() throws(CommandError) -> Bool {
            switch value {
            case "on", "true", "yes", "1": return true
            case "off", "false", "no", "0": return false
            default: throw CommandError("Expected 'on' or 'off' after 'set \(words[0])', not '\(words[1])'.")
            }
        }
        switch words[0].lowercased() {
        case "seed":
            guard let seed = UInt64(value) else { throw CommandError("Expected a whole number for the seed, not '\(words[1])'.") }
            settings.seed = seed
            gamesStarted = 0
        case "time":
            if value == "off" || value == "none" {
                settings.moveTime = nil
            } else {
                guard let duration = Duration(parsing: value), duration > .zero else {
                    throw CommandError(Duration.durationComplaint(words[1], in: "set time", otherwise: "Expected a duration such as '500ms' or '2s', not '\(words[1])'."))
                }
                guard duration >= .shortestLimit else { throw CommandError(Duration.tooShortForALimit(words[1])) }
                settings.moveTime = duration
            }
        case "margin":
            if value == "off" || value == "none" {
                settings.timeMargin = .zero
            } else {
                guard let duration = Duration(parsing: value), duration >= .zero else {
                    throw CommandError(Duration.durationComplaint(words[1], in: "set margin", otherwise: "Expected a duration such as '50ms' for the margin, not '\(words[1])'."))
                }
                settings.timeMargin = duration
            }
        case "color", "colour":
            settings.color = try onOff()
        case "bail":
            settings.bail = try onOff()
        case "watch":
            settings.watch = try onOff()
        case "verbose":
            settings.verbose = try onOff()
        case "delay":
            if value == "off" || value == "none" {
                settings.delay = .zero
            } else {
                guard let duration = Duration(parsing: value), duration >= .zero, duration <= .seconds(60) else {
                    throw CommandError(Duration.durationComplaint(words[1], in: "set delay", otherwise: "Expected a duration from 0 to 60s such as '300ms' for the delay, not '\(words[1])'."))
                }
                settings.delay = duration
            }
        case "bot-logs":
            try setBotLogs(value == "off" || value == "none" ? nil : words[1])
        default:
            let suggestion = closestWord(to: words[0], in: Self.settingNames)
            throw CommandError("Unknown setting '\(words[0])'." + (suggestion.map { " Did you mean '\($0)'?" } ?? " Settings: \(Self.settingNames.joined(separator: ", "))."))
        }
    }

    func help(_ words: [String]) throws(CommandError) {
        if words == ["--markdown"] {
            output.text(Self.commandReference)
            return
        }
        if let name = words.first?.lowercased() {
            guard let command = Self.commands.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                let suggestion = closestWord(to: name, in: Self.commands.map(\.name))
                throw CommandError("No command '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
            }
            let examples = Self.examples[command.name].map { "\n\nExamples:\n" + $0.map { "  " + $0 }.joined(separator: "\n") } ?? ""
            let text = "Usage: \(command.usage)\n\n\(command.summary)" + (command.details.isEmpty ? "" : "\n\n\(command.details)") + examples
            output.text(HelpText.wrapped(text, width: helpWidth))
            return
        }
        var lines = ["Commands (type 'help COMMAND' for more):"]
        let column = min(Self.commands.map(\.usage.count).max() ?? 0, 30)
        for command in Self.commands {
            // NB: a usage too long for the column stands on its own line, the summary under the column.
            if command.usage.count > column {
                lines.append("  " + command.usage)
                lines.append(String(repeating: " ", count: column + 4) + command.summary)
            } else {
                lines.append("  " + command.usage.padding(column) + "  " + command.summary)
            }
        }
        lines.append("")
        lines.append("A bare move such as 'b2' (or '5' on 3x3, 'd' in connect4) plays it. '#' starts a comment;")
        lines.append("';' separates commands on one line.")
        output.text(HelpText.wrapped(lines.joined(separator: "\n"), width: helpWidth))
    }
}
