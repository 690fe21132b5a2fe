import GameCore

extension JSONValue {
    /// Why and where some bytes are not one JSON value.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// What went wrong, in terms both wordings are made of.
        enum Kind: Sendable, Hashable {
            case nestsTooDeeply
            /// The bytes end where `place` says something was expected.
            case ended(place: String)
            /// `byte` was expected (`place` says why, for a file), something else was found.
            case expected(byte: UInt8, place: String)
            /// A word that is no value (`terse`: the line's words for it).
            case notAValue(word: String, terse: String)
            case repeatedKey(String)
            case unclosedString
            case lineBreakInString
            case unfinishedEscape
            case expectedHexDigits
            case textAfterValue(afterList: Bool)
        }

        let kind: Kind
        /// Where, counted in bytes from 0.
        public let offset: Int
        /// The line it is on, from 1.
        public let line: Int
        /// The byte found there, if the bytes had not ended.
        let found: UInt8?

        /// The words for one line of JSON, with the column counted in bytes from the start:
        /// `Expected ':' at column 9.`
        public var columnText: String {
            let what: String
            switch kind {
            case .nestsTooDeeply: what = "Values nest too deeply"
            case .ended: what = "Unexpected end of the line"
            case let .expected(byte, _): what = "Expected '\(Character(Unicode.Scalar(byte)))'"
            case let .notAValue(_, terse): what = terse
            case let .repeatedKey(key): what = "Key '\(key.escapedForDisplay(limit: 40))' is given twice"
            case .unclosedString, .lineBreakInString: what = "Unclosed string"
            case .unfinishedEscape: what = "Unfinished escape"
            case .expectedHexDigits: what = "Expected four hex digits"
            case .textAfterValue: what = "Unexpected text after the value"
            }
            return "\(what) at column \(offset + 1)."
        }

        /// The words for a file a person edits (an engines file), to follow its line:
        /// `Unexpected '"' where ':' was expected after a key.`
        public var fileText: String {
            func unexpected(_ place: String) -> String {
                guard let found else { return "The file ends \(place)." }
                return "Unexpected '\(Character(Unicode.Scalar(found)))' \(place)."
            }
            switch kind {
            case .nestsTooDeeply: return "The file nests too deep."
            case let .ended(place): return "The file ends \(place)."
            case let .expected(_, place): return unexpected(place)
            case let .notAValue(word, _):
                return word.isEmpty ? unexpected("where a value was expected")
                    : "'\(word.escapedForDisplay(limit: 40))' is not a JSON value; text goes in double quotes."
            case let .repeatedKey(key): return "The key '\(key.escapedForDisplay(limit: 40))' is given twice in one object."
            case .unclosedString: return "A string is not closed."
            case .lineBreakInString: return "A string is not closed on its line."
            case .unfinishedEscape: return "A string ends inside an escape."
            case .expectedHexDigits: return "A '\\u' escape is not four hex digits."
            case let .textAfterValue(afterList): return unexpected(afterList ? "after the end of the list" : "after the end of the value")
            }
        }
    }
}
