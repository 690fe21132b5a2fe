import GameCore
import Referee
import TextAndFiles

// Each move's story in a journal's game line, beside `moves` and aligned with them:
//
//     "times":[null,null,98.4,12,0.3],"scores":[null,null,35,-12,"+M5"],"depths":[null,null,12,14,9]
//
// `times` in milliseconds as the referee measured them (to a tenth), null for the opening's
// moves; `scores` as each mover reported them, from its own side (a whole number, or a mate
// as "+M5", "-M3" in moves); `depths` as it reported them. A list no move has a value in is
// left out, and a journal written before ttt kept stories has none.

extension JournalEntry {
    /// Appends the story's lists (`,"times":[...]`, and `scores` and `depths` where any move
    /// has one) to a game line.
    func appendStory(_ story: MoveStory, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #","times":["#.utf8)
        for (index, time) in story.times.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let time { Self.appendTenths(time, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
        }
        bytes.append(UInt8(ascii: "]"))
        if story.hasScores {
            bytes.append(contentsOf: #","scores":["#.utf8)
            for (index, score) in story.scores.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                switch score {
                case nil: bytes.append(contentsOf: "null".utf8)
                case let .units(value)?:
                    if value < 0 { bytes.append(UInt8(ascii: "-")) }
                    Self.appendDecimal(UInt64(value.magnitude), to: &bytes)
                case let .mate(moves)?: bytes.append(contentsOf: "\"\(MoveStory.scoreText(.mate(moves)))\"".utf8)
                }
            }
            bytes.append(UInt8(ascii: "]"))
        }
        if story.hasDepths {
            bytes.append(contentsOf: #","depths":["#.utf8)
            for (index, depth) in story.depths.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if let depth { Self.appendDecimal(UInt64(max(depth, 0)), to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// A time in milliseconds to a tenth, without a fraction when it has none (`98.4`, `12`).
    static func appendTenths(_ value: Double, to bytes: inout [UInt8]) {
        let tenths = UInt64(max(0, (value * 10).rounded()))
        appendDecimal(tenths / 10, to: &bytes)
        if tenths % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(tenths % 10))
        }
    }

    /// The story a game line tells, or nil when it has none (a journal written before ttt
    /// kept them).
    /// - Throws: ``InputError`` for a list that is not one value per move, or a value that is
    ///   none of its kind.
    static func story(in json: JSONValue, moveCount: Int) throws(InputError) -> MoveStory? {
        guard let timesValue = json["times"] else {
            if json["scores"] != nil || json["depths"] != nil {
                throw InputError("The game has 'scores' or 'depths' but no 'times'.")
            }
            return nil
        }
        func list(_ key: String, _ value: JSONValue?) throws(InputError) -> [JSONValue]? {
            guard let value else { return nil }
            guard let items = value.arrayValue else { throw InputError("The game's '\(key)' is not a list.") }
            guard items.count == moveCount else {
                throw InputError("The game's '\(key)' has \(items.count) values for its \(moveCount) moves.")
            }
            return items
        }
        var story = MoveStory()
        for (index, item) in (try list("times", timesValue) ?? []).enumerated() {
            if item == .null { story.times.append(nil); continue }
            guard let time = item.doubleValue, time >= 0 else {
                throw InputError("The game's time \(index + 1), \(item.serialized), is not a number of milliseconds.")
            }
            story.times.append(time)
        }
        if let scores = try list("scores", json["scores"]) {
            for (index, item) in scores.enumerated() {
                switch item {
                case .null: story.scores.append(nil)
                case let .number(value) where value == value.rounded() && abs(value) < 1e9: story.scores.append(.units(Int(value)))
                case let .string(text):
                    guard let moves = Self.mate(parsing: text) else { fallthrough }
                    story.scores.append(.mate(moves))
                default: throw InputError("The game's score \(index + 1), \(item.serialized), is neither a number nor a mate as \"+M5\".")
                }
            }
        } else {
            story.scores = Array(repeating: nil, count: moveCount)
        }
        if let depths = try list("depths", json["depths"]) {
            for (index, item) in depths.enumerated() {
                if item == .null { story.depths.append(nil); continue }
                guard let depth = item.intValue, depth >= 0 else {
                    throw InputError("The game's depth \(index + 1), \(item.serialized), is not a whole number.")
                }
                story.depths.append(depth)
            }
        } else {
            story.depths = Array(repeating: nil, count: moveCount)
        }
        return story
    }

    /// The moves of a mate as written (`+M5` gives 5, `-M3` gives -3), or nil.
    static func mate(parsing text: String) -> Int? {
        guard text.count >= 3, let sign = text.first, sign == "+" || sign == "-", text.dropFirst().first == "M",
              let moves = Int(text.dropFirst(2)), moves > 0 else { return nil }
        return sign == "-" ? -moves : moves
    }
}
