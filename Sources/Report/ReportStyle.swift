/// The page's styles: system fonts only (nothing is fetched), tables with their numbers
/// aligned, and a board that marks the last move and the winning line by shape as well as
/// colour.
///
/// The styles are Resources/report.css, embedded in the binary (see ``EmbeddedText``).
enum ReportStyle {
    static let css = EmbeddedText.text(PackageResources.report_css)
}
