/// A player as people write it: a name and options, as in `random`, `random:seed=7`,
/// `search:time=500ms` or `cmd:"python3 my_bot.py"`.
///
/// After the name, `:` starts a comma-separated list of `key=value` options. A value may be
/// in double quotes to hold commas or spaces; for `cmd:` the rest is the command line.
public struct PlayerSpec: Sendable, Hashable, CustomStringConvertible {
    /// The kind of player, lowercased: `random`, `heuristic`, `cmd`, or a bot's path.
    public var name: String
    /// The options, in the order written.
    public var options: [(key: String, value: String)] {
        get { zip(optionKeys, optionValues).map { ($0, $1) } }
        set {
            optionKeys = newValue.map(\.key)
            optionValues = newValue.map(\.value)
        }
    }
    /// For `cmd:"..."`: the text after the colon, unquoted; for `gomocup:...` and `uci:...`,
    /// the engine's path or command, unquoted (its options follow it after a colon).
    public var argument: String?
    /// The spec as it was written.
    public var text: String

    private var optionKeys: [String] = []
    private var optionValues: [String] = []

    public var description: String { text }

    /// The value of option `key`, if given.
    public func option(_ key: String) -> String? {
        optionKeys.lastIndex(of: key).map { optionValues[$0] }
    }

    /// Reads a spec.
    /// - Throws: ``PlayerError`` for an empty spec, an option without `=`, or an unclosed quote.
    public init(parsing text: String) throws(PlayerError) {
        self.text = text
        let trimmed = text.trimmingCharacters(in: " \t")
        guard !trimmed.isEmpty else { throw PlayerError("Expected a player such as 'random', 'heuristic' or 'perfect'.") }
        guard let colon = trimmed.firstIndex(of: ":") else {
            name = trimmed.lowercasedIfBuiltInLike
            return
        }
        name = String(trimmed[..<colon]).lowercasedIfBuiltInLike
        let rest = String(trimmed[trimmed.index(after: colon)...])
        if name == "cmd" && !rest.hasPrefix("\"") {
            // NB: unquoted, the rest is the command line, colons and all.
            argument = rest
            return
        }
        var options = rest
        if name == "uci" || name == "gomocup" || name == "cmd" {
            // NB: `uci:PATH:name=FS`, `gomocup:"COMMAND":name=R2` or `cmd:"COMMAND":name=B2`:
            // options follow the engine's path (or quoted command) after a colon, as for
            // every other player.
            let split = Self.splitEngineArgument(rest)
            argument = try Self.unquote(split.argument, spec: text)
            options = split.options
        }
        try readOptions(options)
    }

    /// `uci:`'s or `gomocup:`'s text split into the engine (a path or a quoted command) and
    /// its options: the first `:` outside quotes that is followed by `KEY=` starts them.
    private static func splitEngineArgument(_ rest: String) -> (argument: String, options: String) {
        var quoted = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let character = rest[index]
            if character == "\"" { quoted.toggle() }
            if character == ":", !quoted {
                let after = rest[rest.index(after: index)...]
                let key = after.prefix { $0.isLetter || $0 == "_" || $0 == "-" }
                if !key.isEmpty, after.dropFirst(key.count).first == "=" {
                    return (String(rest[..<index]), String(after))
                }
            }
            index = rest.index(after: index)
        }
        return (rest, "")
    }

    private mutating func readOptions(_ rest: String) throws(PlayerError) {
        for part in try Self.splitOptions(rest, spec: text) where !part.isEmpty {
            guard let equals = part.firstIndex(of: "=") else {
                throw PlayerError("Option '\(part)' in '\(text)' needs a value, as in 'seed=7'.")
            }
            optionKeys.append(String(part[..<equals]).lowercased())
            optionValues.append(try Self.unquote(String(part[part.index(after: equals)...]), spec: text))
        }
    }

    private static func unquote(_ value: String, spec: String) throws(PlayerError) -> String {
        guard value.hasPrefix("\"") else { return value }
        guard value.count >= 2, value.hasSuffix("\"") else {
            throw PlayerError("Unclosed quote in '\(spec)'.")
        }
        return String(value.dropFirst().dropLast())
    }

    private static func splitOptions(_ text: String, spec: String) throws(PlayerError) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { throw PlayerError("Unclosed quote in '\(spec)'.") }
        parts.append(current)
        return parts
    }
}

extension PlayerSpec {
    public static func == (lhs: PlayerSpec, rhs: PlayerSpec) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// A mistake in naming or making a player, in words a person can act on.
public struct PlayerError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension String {
    /// Names of built-in players are case-insensitive; paths are not.
    fileprivate var lowercasedIfBuiltInLike: String {
        contains("/") || contains(".") ? self : lowercased()
    }

    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
