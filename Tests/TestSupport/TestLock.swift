/// A lock for tests that must not run beside some others, across test targets: waiters
/// are suspended (never blocking a thread) and let in one by one, in order.
actor TestLock {
    /// Tests that start bots (``OneTestAtATime/oneBotTestAtATime``).
    static let bots = TestLock()
    /// Tests that keep a processor busy for long (``OneTestAtATime/cpuHeavy``).
    static let processor = TestLock()

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` holding the lock.
    nonisolated func holding(_ body: @Sendable () async throws -> Void) async throws {
        await acquire()
        do {
            try await body()
        } catch {
            await release()
            throw error
        }
        await release()
    }

    private func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        // NB: handed straight to the next waiter, so no one can cut in between.
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
