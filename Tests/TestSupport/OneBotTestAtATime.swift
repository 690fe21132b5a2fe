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
        try await TestLock.bots.holding(function)
    }
}

extension Trait where Self == OneBotTestAtATime {
    /// At most one test that starts bots at a time, in the whole run (``OneBotTestAtATime``).
    public static var oneBotTestAtATime: Self { Self() }
}
