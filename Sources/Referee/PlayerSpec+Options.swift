import GameCore
import TextAndFiles

extension PlayerSpec {
    /// Checks that every option is one of `known`, for the player kind `player`; `name=`
    /// (the name shown for the player) and the referee's limits, `time=` and `clock=` (see
    /// ``PlayerLimits``), are taken by every kind, and read by the referee.
    /// - Throws: ``PlayerError`` naming the unknown option, with a suggestion; for `nodes=`
    ///   or `depth=` on a kind that does not search, saying so.
    public func checkOptions(_ known: [String]) throws(PlayerError) {
        for (key, _) in options where !known.contains(key) && !["name", "time", "clock"].contains(key) {
            if key == "nodes" || key == "depth" {
                throw PlayerError("Player '\(name)' does not search, so it takes no '\(key)=' limit; it takes time= and clock=.")
            }
            if known.isEmpty { throw PlayerError("Player '\(name)' takes no options; '\(key)' is not one.") }
            let suggestion = closestWord(to: key, in: known).map { " Did you mean '\($0)'?" } ?? ""
            throw PlayerError("Unknown option '\(key)' for '\(name)'.\(suggestion) Options: \(known.joined(separator: ", ")).")
        }
    }

    /// The name a player made from this spec goes by: the `name=` option, else its kind.
    public var playerName: String { option("name").flatMap { $0.isEmpty ? nil : $0 } ?? name }

    /// The option `key` as a whole number, if given (`seed=42`).
    /// - Throws: ``PlayerError`` when it is not one.
    public func unsignedOption(_ key: String) throws(PlayerError) -> UInt64? {
        guard let text = option(key) else { return nil }
        guard let value = UInt64(text) else {
            throw PlayerError("Option '\(key)' needs a whole number, as in '\(key)=42', not '\(text)'.")
        }
        return value
    }

    /// The option `key` as a duration (`500ms`, `2s`, `1.5s`, `1m`), if given. A bare number
    /// is refused: `1` could be a second or a millisecond.
    /// - Throws: ``PlayerError`` when it cannot be read or is not positive.
    public func durationOption(_ key: String) throws(PlayerError) -> Duration? {
        guard let text = option(key) else { return nil }
        guard let duration = Duration(parsing: text), duration > .zero, duration <= .seconds(86_400) else {
            throw PlayerError(Duration.durationComplaint(
                text, in: "Option '\(key)' in '\(self.text)'",
                otherwise: "Option '\(key)' needs a positive duration such as '500ms' or '2s', not '\(text)'."))
        }
        // NB: counted in whole milliseconds: under one would be a budget of nothing.
        guard duration >= .shortestLimit else { throw PlayerError("Option '\(key)' must be at least 1ms, not '\(text)'.") }
        return duration
    }

    /// The option `key` as a size in bytes (`64mb`, `512kb`, `1gb`; a bare number is in
    /// megabytes), if given.
    /// - Throws: ``PlayerError`` when it cannot be read or is out of 1kb...16gb.
    public func sizeOption(_ key: String) throws(PlayerError) -> Int? {
        guard let text = option(key) else { return nil }
        let units: [(suffix: String, bytes: Double)] = [
            ("kb", 1024), ("mb", 1_048_576), ("gb", 1_073_741_824), ("k", 1024), ("m", 1_048_576), ("g", 1_073_741_824),
            ("", 1_048_576),
        ]
        for (suffix, scale) in units where text.lowercased().hasSuffix(suffix) {
            if let number = Double(text.dropLast(suffix.count)), number * scale >= 1024, number * scale <= 17_179_869_184 {
                return Int(number * scale)
            }
        }
        throw PlayerError("Option '\(key)' needs a size from 1kb to 16gb such as '64mb', not '\(text)'.")
    }

    /// The option `key` as a switch (`on`/`off`, also `yes`/`no`, `true`/`false`, `1`/`0`),
    /// if given.
    /// - Throws: ``PlayerError`` when it is none of these.
    public func switchOption(_ key: String) throws(PlayerError) -> Bool? {
        guard let text = option(key) else { return nil }
        switch text.lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: throw PlayerError("Option '\(key)' needs 'on' or 'off', as in '\(key)=on', not '\(text)'.")
        }
    }
}
