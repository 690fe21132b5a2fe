import Glibc

extension BotProcess {
    /// Sends `request` `count` times over the bare pipes, each time reading until the bot's
    /// line that starts with `answerPrefix`, and returns the time of each exchange: the floor
    /// under a move's round trip (blocking reads and writes, nothing else between).
    ///
    /// For benchmarks, on a process that has shaken hands and has no lines unread.
    /// - Returns: nil when the bot's output ended or a read failed.
    package nonisolated func pingPong(_ request: String, answerPrefix: String = "move ", count: Int) -> [Duration]? {
        guard let (input, output) = pipes.ends else { return nil }
        let bytes = Array((request + "\n").utf8)
        let prefix = Array(answerPrefix.utf8)
        let readFlags = fcntl(output.descriptor, F_GETFL)
        let writeFlags = fcntl(input.descriptor, F_GETFL)
        _ = fcntl(output.descriptor, F_SETFL, readFlags & ~O_NONBLOCK)
        _ = fcntl(input.descriptor, F_SETFL, writeFlags & ~O_NONBLOCK)
        defer {
            _ = fcntl(output.descriptor, F_SETFL, readFlags)
            _ = fcntl(input.descriptor, F_SETFL, writeFlags)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var times: [Duration] = []
        times.reserveCapacity(count)
        let clock = ContinuousClock()
        for _ in 0..<count {
            let start = clock.now
            guard bytes.withUnsafeBytes({ Glibc.write(input.descriptor, $0.baseAddress, $0.count) }) == bytes.count
            else { return nil }
            // NB: reads until a whole line that starts with the prefix ends a chunk.
            var line: [UInt8] = []
            var answered = false
            while !answered {
                let read = buffer.withUnsafeMutableBytes { Glibc.read(output.descriptor, $0.baseAddress, $0.count) }
                guard read > 0 else { return nil }
                for byte in buffer[0..<read] {
                    if byte == UInt8(ascii: "\n") {
                        if line.starts(with: prefix) { answered = true }
                        line.removeAll(keepingCapacity: true)
                    } else {
                        line.append(byte)
                    }
                }
            }
            times.append(clock.now - start)
        }
        return times
    }
}
