/// The page's script: the game list (filtered, a page at a time), the viewer that steps
/// through a game on a drawn board (buttons, arrow keys, Home and End), and the downloads,
/// unpacked in the browser. It reads the games' compact data (``TournamentReport/gameData``)
/// and writes what came from bots only as text, never as markup.
///
/// A fragment opens a game: `#game-12`. For tests, `&keys=Home,ArrowRight` after it sends
/// those keys as keyboard events to the page, through the same handler a key press reaches,
/// and `&show=records-ttt` writes that download's text into the page.
///
/// The script is Resources/report.js, embedded in the binary (see ``EmbeddedText``).
enum ReportScript {
    static let javaScript = EmbeddedText.text(PackageResources.report_js)
}
