// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ttt",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ttt", targets: ["ttt"]),
        .library(name: "GameCore", targets: ["GameCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
    ],
    targets: [
        // Rules, board, moves, outcome, notation, rendering. Pure: no I/O.
        .target(name: "GameCore", exclude: ["README.md"], swiftSettings: strictSettings),
        // What every reader and writer of files shares: text lines, the JSON reader, read
        // limits, the input error, outputs (regular files only, one writer each), temporary
        // files, durations and counts as text. GameCore only (a name shown escaped).
        .target(name: "TextAndFiles", dependencies: ["GameCore"], exclude: ["README.md"], swiftSettings: strictSettings),
        // The referee: the Player protocol, specs and the registry, the coordinator, clocks,
        // game lanes, adjudication, events, scoreboard, series. No records, no tournaments.
        .target(
            name: "Referee", dependencies: ["GameCore", "TextAndFiles", "CProcessControl"], exclude: ["README.md"],
            swiftSettings: strictSettings),
        // Games kept: journal entries and the journal file, text records and SGF, openings,
        // training samples (binary ones compressed with LZ4: CLZ4), and the check of a
        // recorded result. Knows no tournament plan.
        .target(
            name: "GameRecords", dependencies: ["GameCore", "TextAndFiles", "Referee", "CLZ4"], exclude: ["README.md"],
            swiftSettings: strictSettings),
        // Tournaments: plans and schedules, shards, the run with its journal, standings,
        // ratings, Elo, SPRT; the journals read back, checked and merged.
        .target(
            name: "Tournaments", dependencies: ["GameCore", "TextAndFiles", "Referee", "GameRecords"],
            exclude: ["README.md"], swiftSettings: strictSettings),
        // Every search engine and solver: the gravity solver and its book, the m,n,k searches.
        // GameCore and TextAndFiles (the weights file) only, and CPrefetch (a cache hint): no
        // players, no processes, no terminal.
        // The connect four book is data, embedded in the binary (no file beside ttt).
        .target(
            name: "Search",
            dependencies: ["GameCore", "TextAndFiles", "CPrefetch"],
            exclude: ["README.md"],
            resources: [.embedInCode("Gravity/Resources/connect-four.book")],
            swiftSettings: strictSettings
        ),
        // The bot protocols as codecs (native `ttt 1`, Gomocup, UCI), their clocks, scores and
        // faults. GameCore only: no process, no file, no Foundation.
        .target(name: "BotProtocols", dependencies: ["GameCore"], exclude: ["README.md"], swiftSettings: strictSettings),
        // Running other programs: process groups, pipes, read deadlines, kills, logs, bot
        // files, the watchdog and the ending on a signal. No players, no referee.
        .target(
            name: "BotProcesses",
            dependencies: [
                "GameCore", "TextAndFiles", "BotProtocols", "CProcessControl",
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // check-bot's conformance suites: a bot tried against each protocol's checks.
        .target(
            name: "BotChecks", dependencies: ["GameCore", "BotProtocols", "BotProcesses"], exclude: ["README.md"],
            swiftSettings: strictSettings),
        // The engines file: engines named once with their command, protocol and options, read
        // and checked with each mistake's line, each a bot's configuration. No player: Players
        // wires its engines in.
        .target(
            name: "Engines", dependencies: ["GameCore", "TextAndFiles", "Referee", "BotProtocols", "BotProcesses"], exclude: ["README.md"],
            swiftSettings: strictSettings),
        // The Player conformances, one file each, and the registry: thin adapters over
        // Search and Bots. Players/bots holds external example bots.
        .target(
            name: "Players",
            dependencies: ["GameCore", "TextAndFiles", "Referee", "Search", "BotProtocols", "BotProcesses", "Engines"],
            path: "Players",
            exclude: ["bots", "README.md"],
            swiftSettings: strictSettings
        ),
        // The HTML tournament report: one self-contained page made from journals or a run.
        // The referee, records and tournaments, GameCore and zlib (CZlib, for the downloads)
        // only: no players, no processes,
        // no terminal. The page's script and styles are Resources/report.js and report.css,
        // embedded in the binary as bytes, so ttt stays one file.
        .target(
            name: "Report",
            dependencies: ["GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "CZlib"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources")],
            swiftSettings: strictSettings
        ),
        // prctl(2), which Swift cannot call (it is variadic).
        .target(name: "CProcessControl"),
        // The supervisor: before main, ttt forks; the parent stays as a child subreaper that
        // ends whatever the run left, however the run ended (SIGKILL included). The
        // executable's alone: the test runners must not fork.
        .target(name: "CSupervisor"),
        // A prefetch hint for the search's table, which Swift has no word for.
        .target(name: "CPrefetch"),
        // GNU readline, as a system library.
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // zlib, as a system library: raw DEFLATE for the report's downloads.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // liblz4, as a system library: the LZ4 frames of binary training samples (.bin.lz4).
        .systemLibrary(
            name: "CLZ4",
            path: "Sources/CLZ4",
            providers: [.apt(["liblz4-dev"]), .brew(["lz4"])]
        ),
        // Command language, interpreter, script runner, line reader, completion, bench.
        .target(
            name: "REPL",
            dependencies: [
                "GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Players", "Search", "BotProtocols",
                "BotProcesses", "Report", "CReadline",
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // The standard workloads of `ttt bench`.
        .target(
            name: "Bench",
            dependencies: [
                "GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Players", "Search", "BotProtocols",
                "BotProcesses",
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // The executable: argument parsing and wiring.
        .executableTarget(
            name: "ttt",
            dependencies: [
                "REPL", "GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Players", "Search",
                "BotProtocols", "BotProcesses", "BotChecks", "Engines", "Bench", "Report", "CSupervisor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "SearchTests", dependencies: ["GameCore", "Search", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "TextAndFilesTests", dependencies: ["TextAndFiles"], swiftSettings: strictSettings),
        .testTarget(
            name: "RefereeTests", dependencies: ["GameCore", "TextAndFiles", "Referee", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "GameRecordsTests", dependencies: ["GameCore", "TextAndFiles", "Referee", "GameRecords", "TestSupport", "CLZ4"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TournamentsTests",
            dependencies: ["GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ReportTests",
            dependencies: ["GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Report", "TestSupport"],
            // NB: journals and the pages written of them, which the tests read from here.
            exclude: ["Pages"],
            swiftSettings: strictSettings
        ),
        // What the tests share: fixture paths, the process table, and the locks that keep
        // bots from disturbing each other's counts and busy tests from starving the timed
        // ones. Only the tests link it.
        .target(
            name: "TestSupport",
            dependencies: ["GameCore", "Referee"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(name: "BotProtocolsTests", dependencies: ["GameCore", "BotProtocols", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "BotProcessesTests", dependencies: ["BotProtocols", "BotProcesses", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "BotChecksTests", dependencies: ["BotProcesses", "BotChecks", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "PlayersTests",
            dependencies: [
                "GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Players", "Search", "BotProtocols",
                "BotProcesses", "BotChecks", "Engines", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "REPLTests",
            dependencies: [
                "GameCore", "TextAndFiles", "Referee", "GameRecords", "Tournaments", "Players", "REPL", "Engines",
                "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // Runs the built `ttt` binary on scripts and bots.
        .testTarget(name: "EndToEndTests", dependencies: ["ttt", "TestSupport"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
