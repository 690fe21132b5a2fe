/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Every random choice in ttt flows from one of these, so a seed replays a game exactly.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    /// A generator that starts from `seed`. The same seed gives the same sequence.
    public init(seed: UInt64) { state = seed }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for the `index`-th item (a game, a player) under a base seed.
    ///
    /// NB: results must not depend on scheduling, so parallel games each derive their own
    /// generator from (base seed, game index) instead of sharing one.
    public static func derived(from seed: UInt64, index: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }

    /// A uniform integer in `0..<bound` without modulo bias (Lemire's method).
    @inlinable
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        let b = UInt64(bound)
        var product = next().multipliedFullWidth(by: b)
        if product.low < b {
            let threshold = (0 &- b) % b
            while product.low < threshold {
                product = next().multipliedFullWidth(by: b)
            }
        }
        return Int(product.high)
    }
}

extension SplitMix64: Sendable {}
extension SplitMix64: Hashable {}
