import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report is written: a file replaced whole or not at all. The page goes to a
/// temporary file beside it, which is then renamed over it, so a browser (or a person) never
/// finds half a page, and a failed write leaves the old one as it was. A run ended by a
/// signal mid-write removes the temporary file (``TemporaryFiles``).
///
/// Only a missing file or an earlier report is replaced: a journal, a script or any other
/// file given by mistake is refused and left as it is, and so is what is not a regular file.
/// A symbolic link is written through: the page replaces the file it leads to, and the link
/// stays.
public struct ReportFile: Sendable {
    public let path: String

    /// A report file at `path`.
    /// - Throws: ``ReportError`` when something other than a ttt report is there already,
    ///   or it cannot be read to tell.
    public init(path: String) throws(ReportError) {
        self.path = path
        try checkReplaceable()
    }

    /// Whether the file at `path` is missing or a report; throws when it is anything else.
    func checkReplaceable() throws(ReportError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw ReportError("Cannot write the report '\(path)': \(String(cString: strerror(errno))).") }
            return
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ReportError("'\(path)' is not a regular file; give the report a file name, such as 'report.html'.")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReportError("Cannot read '\(path)' to see whether it is a report: \(String(cString: strerror(errno))).") }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &start, start.count)
        let text = String(decoding: start.prefix(max(count, 0)), as: UTF8.self)
        guard count == 0 || text.contains(TournamentReport.generatorMark) else {
            throw ReportError("'\(path)' exists and is not a ttt report; it is left as it is. Choose another file, or remove it.")
        }
    }

    /// Writes `report`'s page in place of the file, atomically.
    /// - Returns: the page's size in bytes.
    @discardableResult
    public func write(_ report: TournamentReport) throws(ReportError) -> Int {
        try write(parts: try report.htmlParts)
    }

    /// Writes `page` to a temporary file in the same directory, then renames it over the file.
    @discardableResult
    public func write(page: String) throws(ReportError) -> Int {
        try write(parts: [page])
    }

    /// Writes `parts`, one after the other, as the page: to a temporary file in the same
    /// directory, then renamed over the file.
    /// - Returns: the page's size in bytes.
    @discardableResult
    public func write(parts: [String]) throws(ReportError) -> Int {
        try checkReplaceable()
        // NB: a symbolic link stays a link: the page replaces the file it leads to.
        do throws(InputError) { try OutputFile.replace(path, role: "the report", withParts: parts) } catch {
            throw ReportError(error.message)
        }
        return parts.reduce(0) { $0 + $1.utf8.count }
    }
}
