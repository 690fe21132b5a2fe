import ArgumentParser
import Bench

/// `ttt bench`: the standard workloads and their rates.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the standard workloads and print their rates.",
        discussion: """
        Build with '-c release' for figures worth comparing: 'swift run -c release ttt bench'.
        Workloads are chosen by name or prefix: 'ttt bench random_playouts'. Compare two builds
        by their JSON lines, run side by side on the same machine.
        """
    )

    @Argument(help: "Workloads to run, by name or prefix (all when none are given).")
    var workloads: [String] = []

    @Option(help: "Seconds to spend on each timed workload.")
    var seconds: Double = 1.0

    @Flag(help: "Shorter runs, for a quick look.")
    var quick = false

    @Flag(help: "One JSON object per workload, one a line, instead of the table.")
    var json = false

    @Flag(help: "One JSON object holding every workload's result, instead of the table.")
    var jsonObject = false

    @Flag(help: "List the workloads and exit.")
    var list = false

    @Option(help: ArgumentHelp(
        "Another program to time beside ours: c-gomoku-cli when external.gomocup_match runs, else a connect four solver for the solver test sets.",
        discussion: "A solver reads move sequences on standard input and prints 'moves score [nodes microseconds]' lines.",
        valueName: "path"
    ))
    var anchor: String?

    @Option(help: ArgumentHelp(
        "A Gomocup engine (pbrain-...) for search.vs_engine to play the search against.",
        discussion: "Built outside the repository, such as Rapfi's single-threaded build; without it the workload is skipped.",
        valueName: "path"
    ))
    var engine: String?

    @Option(help: ArgumentHelp("The openings of search.vs_engine (default: Scripts/openings/freestyle-balanced.txt).", valueName: "file"))
    var openings: String?

    func validate() throws {
        guard seconds > 0, seconds <= 3600 else { throw ValidationError("--seconds must be more than 0 and at most 3600, not \(seconds).") }
    }

    func run() async throws {
        if list {
            for workload in BenchSuite.all { print("\(workload.name)  \(workload.summary)") }
            return
        }
        #if DEBUG
        printError("Note: this is a debug build; for real figures run 'swift run -c release ttt bench'.")
        #endif
        do {
            let chosen = try BenchSuite.select(workloads.isEmpty ? nil : workloads)
            if engine == nil, chosen.contains(where: { $0.name == "search.vs_engine" }) {
                printError("Skipped search.vs_engine: it plays the search against a Gomocup engine; give one with '--engine PATH' (such as Rapfi's pbrain-rapfi).")
            }
        } catch {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        }
        // NB: the anchor is c-gomoku-cli when the Gomocup match is named, else the connect four solver.
        let named = workloads.isEmpty ? [] : try BenchSuite.select(workloads)
        let gomocupAnchor = named.contains { $0.name == "external.gomocup_match" }
        let options = BenchOptions(
            seconds: seconds, quick: quick, executablePath: CommandLine.arguments.first, enginePath: engine, openingsPath: openings,
            anchorPath: gomocupAnchor ? anchor : nil)
        var results = try await BenchSuite.run(workloads.isEmpty ? nil : workloads, options: options)
        if let anchor, !gomocupAnchor { results += try SolverAnchor.compare(anchorPath: anchor, options: options) }
        let text = jsonObject ? BenchSuite.json(results) : json ? BenchSuite.jsonLines(results) : BenchSuite.table(results)
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
