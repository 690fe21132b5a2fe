import Glibc

/// ttt's end of one pipe to or from a bot (or of another descriptor it waits on, such as a
/// process's pidfd): an open file descriptor, closed when the last holder lets go.
///
/// So a reader waiting on a thread of its own keeps it open however the process ends.
final class PipeEnd: Sendable {
    /// The open file descriptor.
    let descriptor: Int32

    /// Takes ownership of `descriptor`.
    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A pipe whose two ends are closed on exec (the bot gets its end by redirection only),
    /// or nil with errno set.
    // NB: not atomic with the pipe's creation, but the bots' spawn closes every descriptor
    // it does not redirect anyway.
    static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Makes reads and writes on this end return at once rather than block.
    func makeNonBlocking() {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        close(descriptor)
    }
}
