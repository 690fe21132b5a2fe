import GameCore

/// The order in which a tournament takes the openings of a file: as the file has them, or
/// shuffled by the tournament's seed (`--openings-order sequential|random`).
public enum OpeningOrder: String, CaseIterable {
    /// Line after line, from the first; the file repeats when it runs out.
    case sequential
    /// Every pass through the file in an order of its own, drawn from the seed and the pass.
    case random

    /// Which opening of `count` comes at place `place` of pass `pass` through them.
    ///
    /// Random order is a keyed permutation of `0..<count`, so game `i` of a schedule stays a
    /// pure function of the plan, found without shuffling the whole list.
    ///
    /// - Complexity: O(1) expected (a few rounds of arithmetic; on average fewer than two
    ///   walks of the cycle).
    public func opening(at place: Int, pass: Int, count: Int, seed: UInt64) -> Int {
        precondition((0..<count).contains(place))
        guard self == .random, count > 1 else { return place }
        // NB: a stream of its own, apart from the games' seeds and random openings'.
        var generator = SplitMix64.derived(from: seed ^ 0x6F72_6465_725F_6F70, index: UInt64(pass))
        let keys = (0..<4).map { _ in generator.next() }
        // NB: a bijection of 0..<2^bits (an odd multiplier, an addition and a shift to the
        // right XORed in are each one), walked along its cycle until it lands below count:
        // a bijection of 0..<count. 2^bits < 2 × count, so the walk is short.
        let bits = UInt64.bitWidth - UInt64(count - 1).leadingZeroBitCount
        let mask: UInt64 = bits == 64 ? .max : (1 << bits) - 1
        let shift = UInt64((bits + 1) / 2)
        var value = UInt64(place)
        repeat {
            for key in keys {
                value = (value &* (key | 1)) & mask
                value = (value &+ (key >> 17)) & mask
                value ^= value >> shift
            }
        } while value >= UInt64(count)
        return Int(value)
    }
}

extension OpeningOrder: Sendable {}
extension OpeningOrder: Hashable {}
