public import Testing

/// A trait for the suites whose tests start bots: at most one of their tests runs at a
/// time in the whole run, across test targets (PlayersTests and BotsTests), so the counts
/// of open descriptors and processes a test takes are not disturbed by a neighbour's bots.
///
/// `.serialized` orders only a suite's own tests; this lock is shared by every suite that
/// has the trait, wherever it is.
public struct OneBotTestAtATime: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        // NB: held by each test case, never by a suite around its own tests (which would
        // then wait for itself).
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await BotTestLock.shared.acquire()
        do {
            try await function()
        } catch {
            await BotTestLock.shared.release()
            throw error
        }
        await BotTestLock.shared.release()
    }
}

extension Trait where Self == OneBotTestAtATime {
    /// At most one test that starts bots at a time, in the whole run (``OneBotTestAtATime``).
    public static var oneBotTestAtATime: Self { Self() }
}

/// The lock behind ``OneBotTestAtATime``: waiters are let in one by one, in order.
private actor BotTestLock {
    static let shared = BotTestLock()
    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        // NB: handed straight to the next waiter, so no one can cut in between.
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
