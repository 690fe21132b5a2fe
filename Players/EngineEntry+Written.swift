// The engines file's entries as JSON has them, before ``EnginesFile`` checks them: every
// field optional, so that a missing name or command is reported with its entry's line
// rather than as the decoder's error; and an option's value as text, whatever its JSON type.

extension EngineEntry {
    /// An entry as the file has it: every field optional, checked by ``EnginesFile``.
    struct Written: Decodable {
        var name: String?
        var command: String?
        var path: String?
        var engineProtocol: String?
        var workingDirectory: String?
        var options: [String: Scalar]?
        var timeMargin: Number?

        enum CodingKeys: String, CodingKey {
            case name, command, path, workingDirectory, options, timeMargin
            case engineProtocol = "protocol"
        }
    }

    /// A number as the file has it, of any size, so that one too big for an `Int` (or not a
    /// whole one) is reported as a margin out of range, with its line, rather than as the
    /// decoder's error.
    struct Number: Decodable {
        /// The number, when it is a whole one that fits an `Int`.
        var whole: Int?
        /// The number as it is shown in a message.
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Int.self) {
                whole = value
                text = String(value)
            } else {
                let value = try container.decode(Double.self)
                whole = nil
                text = String(value)
            }
        }
    }

    /// An option's value: a string, a number or a boolean, sent as text.
    struct Scalar: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                text = value ? "true" : "false"
            } else if let value = try? container.decode(Int.self) {
                text = String(value)
            } else if let value = try? container.decode(Double.self) {
                text = String(value)
            } else {
                text = try container.decode(String.self)
            }
        }
    }
}
