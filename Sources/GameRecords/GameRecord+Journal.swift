import GameCore
import Referee

extension GameRecord {
    /// The record of a tournament's game: tags for the event, game number, rules, players,
    /// seed, opening, result and reason, then the moves.
    public init(_ entry: JournalEntry, event: String = "ttt tournament") {
        var tags = [
            Tag("Event", event),
            Tag("Game", String(entry.index + 1)),
            Tag("Rules", entry.rules.name),
            Tag("X", entry.x),
            Tag("O", entry.o),
            Tag("Seed", String(entry.seed)),
        ]
        if entry.openingLength > 0 { tags.append(Tag("Opening", entry.notation(entry.opening))) }
        tags.append(Tag("Result", entry.score))
        tags.append(Tag("Reason", entry.reason))
        self.init(
            rules: entry.rules, moves: entry.moves, tags: tags,
            comments: MoveStory.comments(entry.story, openingLength: entry.openingLength, count: entry.moves.count))
    }
}
