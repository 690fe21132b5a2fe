public import Testing

/// A trait that lets at most one test of the suites that carry it run at a time in the
/// whole run, across test targets: each test case holds a lock shared by all of them.
/// `.serialized` orders only a suite's own tests.
///
/// Two locks, for two kinds of suites:
/// - ``oneBotTestAtATime``: suites whose tests start bots (PlayersTests and BotsTests), so
///   the counts of open descriptors and processes a test takes are not disturbed by a
///   neighbour's bots;
/// - ``cpuHeavy``: suites whose tests keep a processor busy for long without waiting for
///   anything (exhaustive games, fuzzing, searches). NB: Swift Testing starts every test at
///   once on a pool of one thread per core; a test that computes for seconds holds its
///   thread all along. With two such tests on two cores, a test waiting for a timer (a time
///   limit, a bot's answer) waits behind all of them, and a limit of 30 seconds was seen to
///   pass on the clock while nothing had been late. With this trait the busy tests take
///   turns on one thread, and the other stays free.
public struct OneTestAtATime: SuiteTrait, TestTrait, TestScoping {
    let lock: TestLock

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        // NB: held by each test case, never by a suite around its own tests (which would
        // then wait for itself).
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await lock.holding(function)
    }
}

extension Trait where Self == OneTestAtATime {
    /// At most one test that starts bots at a time, in the whole run.
    public static var oneBotTestAtATime: Self { Self(lock: .bots) }

    /// At most one processor-heavy test at a time, in the whole run.
    public static var cpuHeavy: Self { Self(lock: .processor) }
}
