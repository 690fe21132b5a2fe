import Foundation
import Testing

/// Chromium, the browser the report's tests open pages in: the Debian package `chromium`
/// (which .ci/run installs), run headless. Its tests run only where it is installed, and say
/// so (skipped, never failed) where it is not.
enum Chromium {
    /// Where Debian installs it.
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether it is installed here.
    static var installed: Bool { path != nil }

    /// Why its tests are skipped where it is missing.
    static let missing: Comment = "no Chromium at /usr/bin/chromium (apt install chromium)"

    /// Runs headless Chromium on `page` (with `fragment` after `#`), with `arguments`, in a
    /// profile of its own; killed once `deadline` has passed.
    /// - Returns: what it wrote on standard output.
    static func run(_ arguments: [String], page: URL, fragment: String = "", deadline: Duration = .seconds(60)) async throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        // NB: the page's script runs to its end and its promises settle (the downloads'
        // unpacking) within the virtual time, which passes as fast as the page lets it.
        let all = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                   "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000"] + arguments
            + [page.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)]
        let browser = try ChildProcess(path!, all, directory: page.deletingLastPathComponent().path,
                                       environment: ProcessInfo.processInfo.environment, capture: true)
        browser.closeInput()
        if await !browser.wait(upTo: deadline) {
            Issue.record("chromium \(all) did not finish within \(deadline)")
            browser.kill()
        }
        let (out, err) = browser.output
        #expect(browser.exitStatus == 0, "chromium: \(err.suffix(2000))")
        return out
    }

    /// The page's DOM after its script ran, as `--dump-dom` writes it.
    static func dom(of page: URL, fragment: String = "") async throws -> String {
        try await run(["--dump-dom"], page: page, fragment: fragment)
    }

    /// A screenshot of the page, `width` by `height` pixels, written to `png`.
    static func screenshot(of page: URL, fragment: String = "", to png: URL, width: Int = 1200, height: Int = 1600) async throws {
        _ = try await run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png.path)"], page: page, fragment: fragment)
    }
}
