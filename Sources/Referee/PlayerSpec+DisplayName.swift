import GameCore

extension PlayerSpec {
    /// The short name a person reads for this player in announcements, standings,
    /// crosstables and records: the `name=` option if given, else a bot's path without its
    /// directory and extension (`/home/me/bots/crlf-name.py` is `crlf-name`), else the
    /// program of a `cmd:`, `gomocup:` or `uci:` command line, else the spec as written
    /// (`heuristic`, `random:seed=7`, `random.py`, or a name from the engines file).
    ///
    /// The journal keeps ``text``, the spec itself; this is only for showing.
    public var displayName: String {
        if let given = option("name"), !given.isEmpty { return given }
        if Self.commandKinds.contains(name), let argument {
            return Self.programName(ofCommandLine: argument) ?? text
        }
        if name.contains("/") {
            return Self.stem(of: Self.lastPathComponent(of: name))
        }
        // NB: a short name (`greedy`, `random.py`) is shown as written, options and all.
        return text
    }

    /// The kinds whose argument is a command line (or a program's path).
    static let commandKinds: Set<String> = ["cmd", "gomocup", "uci"]

    /// The short names of `specs`, in order, made distinct: a name shown twice gets `#2`,
    /// `#3`, ... on its later players (`greedy`, `greedy#2`).
    public static func displayNames(of specs: [PlayerSpec]) -> [String] {
        var taken = Set<String>()
        var names: [String] = []
        let wanted = specs.map(\.displayName)
        let all = Set(wanted)
        for name in wanted {
            var candidate = name
            var number = 2
            while taken.contains(candidate) || (candidate != name && all.contains(candidate)) {
                candidate = "\(name)#\(number)"
                number += 1
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }

    /// Lines saying which player each distinct name stands for, where two specs share a
    /// short name: `'greedy' is Players/bots/greedy.py, 'greedy#2' is other/greedy.py.`;
    /// empty when every short name is already distinct.
    public static func nameNotices(for specs: [PlayerSpec]) -> [String] {
        let names = displayNames(of: specs)
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (place, spec) in specs.enumerated() {
            if groups[spec.displayName] == nil { order.append(spec.displayName) }
            groups[spec.displayName, default: []].append(place)
        }
        return order.compactMap { shared in
            guard let places = groups[shared], places.count > 1 else { return nil }
            let parts = places.map { "'\(names[$0].shownAsName)' is \(specs[$0].text.shownAsName)" }
            return "Players shown as '\(shared.shownAsName)': " + parts.joined(separator: ", ") + "."
        }
    }

    /// The program of a command line: its first word that is not an interpreter or a
    /// flag, without directory and extension.
    static func programName(ofCommandLine line: String) -> String? {
        let interpreters: Set<String> = [
            "python", "python3", "sh", "bash", "node", "ruby", "perl", "java", "env", "exec", "pypy3",
        ]
        let words = line.split(separator: " ").map(String.init)
        let word = words.first { !interpreters.contains(lastPathComponent(of: $0)) && !$0.hasPrefix("-") } ?? words.first
        return word.map { stem(of: lastPathComponent(of: $0)) }
    }

    static func lastPathComponent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    static func stem(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }
}

extension PlayerSpec {
    /// The spec of copy `number` of this player, named apart with the option every player
    /// takes: `perfect:name=perfect-2`, `search:nodes=900,name=search-2`,
    /// `cmd:"python3 bot.py":name=bot-2` (a command line put in quotes to take it).
    public func copy(_ number: Int) -> String {
        // NB: a built-in player's kind (`search`), not the spec with its options.
        let name = "\(displayName == text ? self.name : displayName)-\(number)"
        if self.name == "cmd", let argument, !text.contains(":\"") {
            return "cmd:\"\(argument)\":name=\(name)"
        }
        return text + (options.isEmpty ? ":" : ",") + "name=\(name)"
    }
}
