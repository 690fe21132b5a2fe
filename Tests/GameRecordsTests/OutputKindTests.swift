import Foundation
import GameCore
import GameRecords
import TestSupport
import Testing
import TextAndFiles

/// ttt writes only regular files: a FIFO, a device, a socket or a directory given as an
/// output is refused at once with a message and left as it is; a symbolic link is written
/// through and stays a link. And one run writes records or samples at a time, as a journal.
@Suite("Outputs are regular files, with one writer")
struct OutputKindTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-kinds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// The special files a test can make here, by what ttt calls them: a FIFO, a socket and a
    /// directory always; a character device (as /dev/null is) where the tests run as root.
    func specialFiles() throws -> [(path: String, kind: String)] {
        var made: [(String, String)] = []
        let fifo = path("fifo")
        try #require(mkfifo(fifo, 0o644) == 0)
        made.append((fifo, "a FIFO (a named pipe)"))
        let socketPath = path("socket")
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(socketDescriptor)
        try #require(bound == 0)
        made.append((socketPath, "a socket"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        made.append((path("folder"), "a directory"))
        // NB: a device of our own (the numbers of /dev/null), never the system's.
        if getuid() == 0, mknod(path("null"), S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 {
            made.append((path("null"), "a character device"))
        }
        return made
    }

    /// Whether `path` is still what it was: not replaced by a regular file.
    func stillSpecial(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
    }

    @Test("The journal, records and samples refuse a FIFO, a socket, a directory and a device at once, and leave them as they are")
    func writersRefuseSpecialFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (special, kind) in try specialFiles() {
            // NB: a FIFO with no reader would block an open for writing: these return at once.
            let writers: [(String, () throws -> Void)] = [
                ("the journal", { () throws(InputError) in _ = try OutputLock(path: special) }),
                ("the records", { () throws(InputError) in _ = try RecordsFile(path: special) }),
                ("the samples", { () throws(InputError) in _ = try SamplesFile(path: special + ".csv", selection: SampleSelection(), rules: .ticTacToe) }),
            ]
            for (role, make) in writers {
                let shown = role == "the samples" ? special + ".csv" : special
                guard role != "the samples" || kind != "a directory" else { continue }
                if role == "the samples" {
                    // NB: the samples' name must end in .csv: a link with that name leads to the file.
                    try? FileManager.default.removeItem(atPath: shown)
                    try FileManager.default.createSymbolicLink(atPath: shown, withDestinationPath: special)
                }
                #expect(throws: InputError("Cannot write \(role) to '\(shown)': it is \(kind), and ttt writes only regular files. Give a file's path.")) {
                    try make()
                }
                #expect(stillSpecial(special), "\(special) was replaced")
            }
        }
    }

    @Test("A file replaced whole refuses what is not a regular file, and writes through a link, which stays a link")
    func replacedWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (special, kind) in try specialFiles() {
            #expect(throws: InputError("Cannot write the weights to '\(special)': it is \(kind), and ttt writes only regular files. Give a file's path.")) {
                try OutputFile.replace(special, role: "the weights", with: "{}\n")
            }
            #expect(stillSpecial(special))
            // NB: through a link, too, which is left as it was.
            let link = special + ".link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: special)
            #expect(throws: InputError("Cannot write the weights to '\(special)': it is \(kind), and ttt writes only regular files. Give a file's path.")) {
                try OutputFile.replace(link, role: "the weights", with: "{}\n")
            }
            #expect(stillSpecial(special) && stillSpecial(link))
        }
        // NB: a link to a file, relative and through another link: the file is replaced.
        try "old\n".write(toFile: path("w.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("first"), withDestinationPath: "w.json")
        try FileManager.default.createSymbolicLink(atPath: path("second"), withDestinationPath: path("first"))
        try OutputFile.replace(path("second"), role: "the weights", with: "new\n")
        #expect(try String(contentsOfFile: path("w.json"), encoding: .utf8) == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("second")) == path("first"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("first")) == "w.json")
        // NB: a dangling link makes the file where it leads.
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: "made.json")
        try OutputFile.replace(path("dangling"), role: "the weights", with: "made\n")
        #expect(try String(contentsOfFile: path("made.json"), encoding: .utf8) == "made\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("dangling")) == "made.json")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "temporary files left: \(left)")
    }

    @Test("Records and samples written through a link reach its file, and the link stays")
    func writtenThroughALink() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: path("r.txt"), withDestinationPath: "records.txt")
        try FileManager.default.createSymbolicLink(atPath: path("s.csv"), withDestinationPath: "samples.csv")
        let entry = JournalEntry(
            index: 0, x: "random", o: "heuristic", rules: .ticTacToe, openingLength: 0, seed: 1,
            moves: ["b2", "a1", "c3", "a3", "a2"].map { Move(cell: $0) }, winner: .x,
            reason: "player error: test", milliseconds: 1)
        let records = try RecordsFile(path: path("r.txt"))
        try records.write(entry)
        let samples = try SamplesFile(path: path("s.csv"), selection: SampleSelection(), rules: .ticTacToe)
        try samples.write(entry)
        #expect(try String(contentsOfFile: path("records.txt"), encoding: .utf8).hasPrefix("[Event \"ttt "))
        #expect(try String(contentsOfFile: path("samples.csv"), encoding: .utf8).hasPrefix(TrainingSample.csvHeader))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("r.txt")) == "records.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("s.csv")) == "samples.csv")
    }

    @Test("Records and samples have one writer: a second run is refused at once, naming the other run's pid")
    func oneWriter() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let samplesPath = path("s.csv")
        let recordsPath = path("r.sgf")
        do {
            let first = try SamplesFile(path: samplesPath, selection: SampleSelection(), rules: .ticTacToe)
            #expect(throws: InputError("The samples '\(samplesPath)' are being written by another run (pid \(getpid())); wait for it to end, or choose another file.")) {
                _ = try SamplesFile(path: samplesPath, selection: SampleSelection(), rules: .ticTacToe)
            }
            let records = try RecordsFile(path: recordsPath)
            #expect(throws: InputError("The records '\(recordsPath)' are being written by another run (pid \(getpid())); wait for it to end, or choose another file.")) {
                _ = try RecordsFile(path: recordsPath)
            }
            withExtendedLifetime((first, records)) {}
        }
        // NB: once the first has ended, the file is free again.
        _ = try SamplesFile(path: samplesPath, selection: SampleSelection(), rules: .ticTacToe)
    }
}
