import Foundation

extension BotProcess {
    /// Writes `contents` into a file named `name` that the running program can read, and
    /// returns its absolute path: in the fresh directory the program runs in, or, when it
    /// runs in a directory ttt did not make (ttt's own, for a command line), in a fresh
    /// directory of its own, so ttt never writes into a person's directory. Either is
    /// removed when the program ends. A UCI engine's variant file goes there.
    /// - Throws: ``BotFault/failedToStart(command:reason:)`` when the file cannot be written.
    package func place(_ contents: String, named name: String) throws(BotFault) -> String {
        let directory: String
        if let temporaryDirectory {
            directory = temporaryDirectory
        } else if let filesDirectory {
            directory = filesDirectory
        } else {
            guard let made = Self.makeTemporaryDirectory() else {
                throw .failedToStart(command: options.command.description, reason: "No temporary directory: \(Self.systemError()).")
            }
            filesDirectory = made
            directory = made
        }
        let path = directory + "/" + name
        do {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .failedToStart(command: options.command.description, reason: "Cannot write '\(path)': \(error.localizedDescription)")
        }
        return path
    }
}
