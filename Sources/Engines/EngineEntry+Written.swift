import TextAndFiles


// The engines file's entries as the JSON has them, before ``EnginesFile`` checks them: every
// field optional, so that a missing name or command is reported with its entry's line; an
// option's value as text, whatever its JSON type; a time margin as text, or as any number, so
// that one without a unit is reported as such.
//
// NB: read from TextAndFiles' `JSONValue`, not with `JSONDecoder`: by measurement (release, 100,000
// generated entries of six keys and one option), the decoder took some 2.4 s of CPU, most of it
// in its keyed containers and the errors its `try?`s threw; this reading is a few times cheaper.

extension EngineEntry {
    /// An entry as the file has it: every field optional, checked by ``EnginesFile``.
    struct Written {
        var name: String?
        var command: String?
        var path: String?
        var engineProtocol: String?
        var workingDirectory: String?
        /// The options in the file's order, each with its value as text.
        var options: [(key: String, value: String)]?
        /// The time margin as a JSON number (refused: it has no unit).
        var timeMargin: Number?
        /// The time margin as a duration's text, `"50ms"`.
        var timeMarginText: String?

        /// A number as the file has it, of any size.
        struct Number {
            /// The number, when it is a whole one that fits an `Int`.
            var whole: Int?
            /// The number as it is shown in a message.
            var text: String
        }

        /// A field of the wrong type: the key (`options.Hash` inside the options) and the kind
        /// of value it should be.
        struct Mismatch: Error {
            var key: String
            var kind: String
        }

        /// Reads entry `json`; nil when it is not an object.
        /// - Throws: ``Mismatch`` for a field of the wrong type.
        init?(_ json: JSONValue) throws(Mismatch) {
            guard case let .object(members) = json else { return nil }
            for member in members {
                switch member.key {
                case "name": name = try Self.string(member)
                case "command": command = try Self.string(member)
                case "path": path = try Self.string(member)
                case "protocol": engineProtocol = try Self.string(member)
                case "workingDirectory": workingDirectory = try Self.string(member)
                case "timeMargin":
                    switch member.value {
                    case .null: timeMargin = nil
                    case let .number(value): timeMargin = Self.number(value)
                    case let .string(text): timeMarginText = text
                    default: throw Mismatch(key: member.key, kind: "a duration such as \"50ms\"")
                    }
                case "options":
                    switch member.value {
                    case .null: options = nil
                    case let .object(pairs):
                        var read: [(key: String, value: String)] = []
                        read.reserveCapacity(pairs.count)
                        for pair in pairs {
                            guard let text = Self.scalarText(pair.value) else {
                                throw Mismatch(key: "options." + pair.key, kind: "a string, a number or true/false")
                            }
                            read.append((pair.key, text))
                        }
                        options = read
                    default: throw Mismatch(key: member.key, kind: "an object")
                    }
                default:
                    // NB: keys ttt does not know are left for other tools' use.
                    break
                }
            }
        }

        private static func string(_ member: JSONValue.Member) throws(Mismatch) -> String? {
            switch member.value {
            case .null: return nil
            case let .string(text): return text
            default: throw Mismatch(key: member.key, kind: "a string")
            }
        }

        private static func number(_ value: Double) -> Number {
            // NB: 2^63 is the first whole Double past Int's range.
            if value == value.rounded(), abs(value) < 9_223_372_036_854_775_808 {
                return Number(whole: Int(value), text: String(Int(value)))
            }
            return Number(whole: nil, text: String(value))
        }

        /// An option's value as text: a string, a number (`2`, `1.5`) or a boolean.
        private static func scalarText(_ value: JSONValue) -> String? {
            switch value {
            case let .string(text): text
            case let .bool(flag): flag ? "true" : "false"
            case let .number(number): Self.number(number).text
            default: nil
            }
        }
    }
}
