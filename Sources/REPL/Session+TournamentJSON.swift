import Arena

extension JournalJSON {
    /// The same value as the REPL's JSON, for its output.
    var value: JSONValue {
        switch self {
        case let .string(text): .string(text)
        case let .number(number): number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case let .bool(flag): .bool(flag)
        case .null: .null
        case let .array(items): .array(items.map(\.value))
        case let .object(members): .object(members.map { ($0.key, $0.value.value) })
        }
    }
}
