public import BotProcesses
import BotProtocols
import Engines
import FoundationEssentials
public import Referee
import TextAndFiles

extension PlayerRegistry {
    /// Adds every engine of `file` as a kind of player under its name (in any case), which
    /// then works wherever a spec does and is listed by `players` under the file.
    ///
    /// Each engine is run as the entry says, by the player of its protocol (native, Gomocup
    /// or UCI), under the entry's name and with its options. The file's reader has made sure
    /// that no name is ttt's own (a built-in player or a spec prefix).
    /// - Complexity: O(*n*) in the number of engines.
    /// - Parameters:
    ///   - logs: the prepared directory for the bots' logs (`--bot-logs DIR`), or nil.
    public mutating func addEngines(_ file: EnginesFile, logs: BotLogDirectory? = nil) {
        register(contentsOf: file.engines.map { engine in
            Entry(
                name: engine.name, summary: "\(engine.program) (\(engine.engineProtocol.rawValue) protocol).",
                options: ["name=NAME", "time=", "clock=", "nodes=", "depth="], source: file.path, program: engine.journalRecord
            ) { spec, context in
                if let other = spec.options.first(where: { $0.key != "name" && !PlayerLimits.keys.contains($0.key) }) {
                    throw PlayerError(
                        "Option '\(other.key)' in '\(spec.text)': an engine takes only name= and its limits (time=, clock=, nodes=, depth=); its own options go in the engines file.")
                }
                let limits = try spec.limits()
                let name = spec.option("name") ?? engine.name
                var configuration = engine.configuration(name: name, logs: logs)
                configuration.searchLimits = BotSearchLimits(nodes: limits.nodes, depth: limits.depth)
                configuration.onRemark = context.remarks
                switch engine.engineProtocol {
                case .uci: return UCIPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .gomocup: return GomocupPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .ttt: return ExternalPlayer(configuration: configuration, betweenGames: context.betweenGames)
                }
            }
        })
    }
}
