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
        // Player protocol, coordinator, events, scoreboard, series. No terminal I/O.
        .target(name: "Arena", dependencies: ["GameCore", "CProcessControl"], exclude: ["README.md"], swiftSettings: strictSettings),
        // Every search engine and solver: the gravity solver and its book, the m,n,k searches.
        // GameCore only (and CPrefetch, a cache hint): no players, no processes, no terminal.
        // The connect four book is data, embedded in the binary (no file beside ttt).
        .target(
            name: "Search",
            dependencies: ["GameCore", "CPrefetch"],
            exclude: ["README.md"],
            resources: [.embedInCode("Gravity/Resources/connect-four.book")],
            swiftSettings: strictSettings
        ),
        // Running other programs: process groups, pipes, read deadlines, kills, logs, the
        // bot protocols as codecs, check-bot's suite, bot files. GameCore only: no players.
        .target(
            name: "Bots",
            dependencies: [
                "GameCore", "CProcessControl",
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // The Player conformances, one file each, and the registry: thin adapters over
        // Search and Bots. Players/bots holds external example bots.
        .target(
            name: "Players",
            dependencies: ["GameCore", "Arena", "Search", "Bots"],
            path: "Players",
            exclude: ["bots", "README.md"],
            swiftSettings: strictSettings
        ),
        // The HTML tournament report: one self-contained page made from journals or a run.
        // Arena, GameCore and zlib (CZlib, for the downloads) only: no players, no processes,
        // no terminal. The page's script and styles are Resources/report.js and report.css,
        // embedded in the binary as bytes, so ttt stays one file.
        .target(
            name: "Report",
            dependencies: ["GameCore", "Arena", "CZlib"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources")],
            swiftSettings: strictSettings
        ),
        // prctl(2), which Swift cannot call (it is variadic).
        .target(name: "CProcessControl"),
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
        // Command language, interpreter, script runner, line reader, completion, bench.
        .target(
            name: "REPL",
            dependencies: ["GameCore", "Arena", "Players", "Search", "Bots", "Report", "CReadline"],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // The standard workloads of `ttt bench`.
        .target(
            name: "Bench",
            dependencies: ["GameCore", "Arena", "Players", "Search", "Bots"],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        // The executable: argument parsing and wiring.
        .executableTarget(
            name: "ttt",
            dependencies: [
                "REPL", "GameCore", "Arena", "Players", "Search", "Bots", "Bench", "Report",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "SearchTests", dependencies: ["GameCore", "Search", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "ArenaTests", dependencies: ["GameCore", "Arena", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "ReportTests",
            dependencies: ["GameCore", "Arena", "Report", "TestSupport"],
            // NB: journals and the pages written of them, which the tests read from here.
            exclude: ["Pages"],
            swiftSettings: strictSettings
        ),
        // What the tests share: fixture paths, the process table, and the locks that keep
        // bots from disturbing each other's counts and busy tests from starving the timed
        // ones. Only the tests link it.
        .target(
            name: "TestSupport",
            dependencies: ["GameCore"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BotsTests",
            dependencies: ["GameCore", "Bots", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PlayersTests",
            dependencies: ["GameCore", "Arena", "Players", "Search", "Bots", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "REPLTests",
            dependencies: ["GameCore", "Arena", "Players", "REPL", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // Runs the built `ttt` binary on scripts and bots.
        .testTarget(name: "EndToEndTests", dependencies: ["ttt"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
