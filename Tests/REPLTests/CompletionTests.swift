import Foundation
import Players
import REPL
import Testing

/// Tab completion of players: built-in names, the short names of bots, and paths.
@Suite("Completing players")
struct CompletionTests {
    let session = Session(output: CapturedOutput(), registry: .standard)

    @Test("'x gr<Tab>' completes the bot 'greedy' of Players/bots, as 'new x=gr' and 'match 10 gr' do")
    func botShortNames() {
        let completion = Completion(session: session, directory: TTTRoot.path)
        #expect(completion.candidates(line: "x ", word: "gr") == ["greedy"])
        #expect(completion.candidates(line: "o ", word: "pbrain-r").contains("pbrain-random"))
        #expect(completion.candidates(line: "new ", word: "x=gr") == ["x=greedy"])
        #expect(completion.candidates(line: "match 10 ", word: "gr") == ["greedy"])
        #expect(completion.candidates(line: "x ", word: "heur") == ["heuristic"])
    }

    @Test("Paths complete from the current directory, directories with a '/' and no hidden files unasked")
    func paths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-completion-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/mybots", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/mybots/zebra.py", contents: Data())
        _ = FileManager.default.createFile(atPath: root + "/mybot.py", contents: Data())
        _ = FileManager.default.createFile(atPath: root + "/.myhidden", contents: Data())
        let completion = Completion(session: session, directory: root)
        #expect(completion.candidates(line: "x ", word: "my") == ["mybot.py", "mybots/"])
        #expect(completion.candidates(line: "o ", word: "mybots/z") == ["mybots/zebra.py"])
        #expect(completion.candidates(line: "new ", word: "o=mybots/") == ["o=mybots/zebra.py"])
        #expect(completion.candidates(line: "x ", word: ".my") == [".myhidden"])
        #expect(completion.candidates(line: "x ", word: root + "/mybo") == [root + "/mybot.py", root + "/mybots/"])
    }
}
