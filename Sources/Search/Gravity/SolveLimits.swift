/// When a search gives up: a time to stop, a number of positions to visit, or neither.
struct SolveLimits: Equatable {
    /// The time to stop, if any.
    var deadline: ContinuousClock.Instant?
    /// The most positions to visit, if any.
    var nodes: Int?

    /// No limit: the search runs until the score is proven.
    static let none = SolveLimits(deadline: nil, nodes: nil)
}
