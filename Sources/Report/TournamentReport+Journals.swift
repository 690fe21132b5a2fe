import GameCore
import GameRecords
import Referee
import TextAndFiles
import Tournaments
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TournamentReport {
    /// The report of a tournament's journals (one, or its shards), read, checked and merged
    /// by ``JournalMerge`` as `ttt merge` reads them, so the numbers are the same;
    /// rated by `ratingMethod` around `anchor`;
    /// `makeSolver` makes ttt's solver, with which the results it adjudicated are proved
    /// again where that is cheap (nil: none are).
    /// - Throws: ``ReportError`` with ``JournalMerge``'s message: a journal that cannot be
    ///   read or is not one, a broken line (with its file and line), journals of different
    ///   tournaments, a game recorded two ways or an adjudication its rules do not give; or
    ///   no player named `anchor`.
    public static func reading(
        journals paths: [String], anchor: String? = nil, ratingMethod: Ratings.Method = .standard, makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil
    ) throws(ReportError) -> TournamentReport {
        let merge: JournalMerge
        let entries: [JournalEntry]
        do {
            merge = try JournalMerge(paths: paths, makeSolver: makeSolver)
            entries = try merge.entries()
        } catch {
            throw ReportError(error.message)
        }
        let written = paths.compactMap(modificationTime).max()
        let event = ReportEvent(headers: merge.headers, journals: paths, lastWritten: written.map { UTCTime.text(secondsSince1970: $0) })
        return try TournamentReport(plan: merge.plan, entries: entries, event: event, anchor: anchor, ratingMethod: ratingMethod)
    }

    /// When the file at `path` was last written, in seconds since 1970; nil when it cannot be told.
    private static func modificationTime(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_mtim.tv_sec)
    }
}
