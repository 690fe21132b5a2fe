public import Testing

/// A trait for the suites whose tests keep a processor busy for long without waiting for
/// anything (exhaustive games, fuzzing, searches): at most one of their tests runs at a time
/// in the whole run, across test targets.
///
/// NB: Swift Testing starts every test at once on a pool of one thread per core; a test that
/// computes for seconds holds its thread all along. With two such tests on two cores, a
/// test waiting for a timer (a time limit, a bot's answer) waits behind all of them, and a
/// limit of 30 seconds was seen to pass on the clock while nothing had been late. With
/// this trait the busy tests take turns on one thread, and the other stays free.
public struct OneHeavyTestAtATime: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        // NB: held by each test case, never by a suite around its own tests.
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestLock.processor.holding(function)
    }
}

extension Trait where Self == OneHeavyTestAtATime {
    /// At most one processor-heavy test at a time, in the whole run (``OneHeavyTestAtATime``).
    public static var cpuHeavy: Self { Self() }
}
