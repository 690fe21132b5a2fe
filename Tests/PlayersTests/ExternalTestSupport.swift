import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

/// The parent of every suite that starts bots: they run one at a time, so the counts of
/// open descriptors and processes are not disturbed by a neighbour (nor by BotsTests'
/// bots: ``OneBotTestAtATime``).
@Suite(.serialized, .oneBotTestAtATime) enum ExternalTests {}

extension ExternalFixtures {
    /// A player for the bot at `path`, with short grace periods, tagged with `tag` in its
    /// environment so the process table can be searched for what it left.
    static func player(
        _ path: String, tag: String, name: String? = nil, handshake: Duration = .seconds(5),
        logDirectory: String? = nil, defaultMoveTime: Duration = .seconds(30)
    ) -> ExternalPlayer {
        ExternalPlayer(configuration: .init(
            name: name ?? (path as NSString).lastPathComponent,
            command: BotFiles.command(forFile: path),
            logDirectory: logDirectory,
            environment: ["TTT_TEST_TAG": tag],
            handshakeTimeout: handshake, defaultMoveTime: defaultMoveTime,
            margin: .milliseconds(100), quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
        ))
    }
}

/// Plays the first free cell, in order a1, a2, ... (columns first).
struct FirstFreePlayer: Player {
    let name = "first-free"
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        state.board.legalMoves.sorted().first!
    }
}
