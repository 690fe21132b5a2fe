import BotProcesses
import BotProtocols

extension BotProcess {
    /// The conformance suites' last check: sends `word` (`quit`, `END`) and judges how the
    /// bot ends within `waiting` (``BotCheckResult/exited(_:after:_:)`` once its output
    /// closes); a bot still running then is stopped, and `advice` ends the message.
    func exitCheck(_ name: String, sending word: String, waiting: Duration, advice: String) async -> BotCheckResult {
        send(word)
        let deadline = ContinuousClock.now + waiting
        while true {
            switch await nextLine(until: deadline) {
            case .line, .overlong, .flooded: continue
            case .ended:
                return .exited(name, after: word, await stop())
            case .timedOut, .cancelled:
                await stop()
                return BotCheckResult(name: name, passed: false, message: "Still running \(waiting.shortTextForBots) after '\(word)'\(advice)")
            }
        }
    }
}
