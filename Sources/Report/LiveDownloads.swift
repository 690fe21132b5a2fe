import GameCore

/// A run's downloads kept compressed as its games come, for ``LiveReport``: each page
/// compresses only the games that finished since the last one, where ``TournamentReport/downloadsParts``
/// compresses every game again.
///
/// Each download is a zlib stream that stays open; a page takes the bytes made so far (kept
/// in base64, the form the page has them in) and the bytes that would end the stream now,
/// which zlib makes from a copy of its state (``RawDeflate/Stream/endingNow()``). The text the
/// browser unpacks is the same as ``TournamentReport/recordsText`` and ``TournamentReport/sgfText``.
final class LiveDownloads {
    private final class Kept {
        let download: TournamentReport.Download
        let stream: RawDeflate.Stream
        /// The text's size in bytes so far.
        var textBytes = 0
        /// The compressed bytes taken from the stream so far, in base64, but for the last
        /// one or two when they do not make three.
        var base64 = ""
        var left: [UInt8] = []

        init(_ download: TournamentReport.Download) throws(RawDeflate.Failure) {
            self.download = download
            stream = try RawDeflate.Stream(level: RawDeflate.defaultLevel)
        }

        func add(_ piece: String) throws(RawDeflate.Failure) {
            textBytes += try stream.add(text: piece)
        }

        /// Takes what the stream made into ``base64``.
        func keep() {
            let bytes = left + stream.take()
            let whole = bytes.count / 3 * 3
            base64 += Base64.encode(Array(bytes[..<whole]))
            left = Array(bytes[whole...])
        }

        /// The download's script element, as the page has it now.
        func parts() throws(RawDeflate.Failure) -> [String] {
            [download.head(bytes: textBytes), base64, Base64.encode(left + (try stream.endingNow())), TournamentReport.Download.tail]
        }
    }

    private var kept: [Kept] = []
    /// How many of the report's games are in the downloads, and the report's
    /// ``TournamentReport/reorders`` then.
    private var games = 0
    private var reorders = -1

    /// The downloads of a report, with no games yet.
    init() {}

    /// The downloads of `report`'s games: those not in them yet are compressed (all of them
    /// when the report's games were sorted again since), then the downloads are as
    /// ``TournamentReport/downloadsParts`` has them.
    func parts(of report: TournamentReport) throws(ReportError) -> [String] {
        do {
            if report.reorders != reorders {
                kept = try report.downloads.map { (download) throws(RawDeflate.Failure) in try Kept(download) }
                games = 0
                reorders = report.reorders
            }
            let names = report.shortNames
            for index in games..<report.entries.count {
                for download in kept {
                    if let piece = report.piece(of: download.download, game: index, names: names) { try download.add(piece) }
                }
            }
            games = report.entries.count
            var parts: [String] = []
            for download in kept {
                download.keep()
                parts += try download.parts()
            }
            return parts
        } catch { throw TournamentReport.Download.failure(error) }
    }
}
