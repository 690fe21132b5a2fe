/// Uniform small integers drawn 32 bits at a time, two from each 64-bit output of a
/// generator: the dice of random playouts.
///
/// Exact (Lemire's multiply-and-reject on 32 bits), and half the generator calls of
/// drawing each number from a fresh 64-bit word.
@usableFromInline
struct RandomDraws {
    @usableFromInline var spare: UInt64 = 0
    @usableFromInline var hasSpare = false

    @inlinable init() {}

    @inlinable
    mutating func next32(using generator: inout some RandomNumberGenerator) -> UInt64 {
        if hasSpare {
            hasSpare = false
            return spare &>> 32
        }
        spare = generator.next()
        hasSpare = true
        return spare & 0xFFFF_FFFF
    }

    /// A uniform integer in `0..<bound`, for `0 < bound <= 2^32`.
    @inlinable
    mutating func next(below bound: Int, using generator: inout some RandomNumberGenerator) -> Int {
        let b = UInt64(truncatingIfNeeded: bound)
        var product = next32(using: &generator) &* b
        if product & 0xFFFF_FFFF < b {
            // NB: rejection only happens for the 2^32 mod bound lowest products: rare.
            let threshold = (0x1_0000_0000 &- b) % b
            while product & 0xFFFF_FFFF < threshold {
                product = next32(using: &generator) &* b
            }
        }
        return Int(truncatingIfNeeded: product &>> 32)
    }
}

extension RandomDraws: Sendable {}
