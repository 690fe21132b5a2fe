import BotProcesses
import GameRecords
import TextAndFiles


/// What ttt does when it must end at once, on a signal.
enum Exiting {
    /// Leaves every file whole: a journal's line being written is finished and no other
    /// begun, and the temporary file of a page being written is removed.
    static func cleanUp() {
        JournalFile.holdWrites()
        TemporaryFiles.removeAll()
    }

    /// ``cleanUp()``, and every bot killed: the process then exits.
    static func now() {
        cleanUp()
        LiveBots.killAll()
    }
}
