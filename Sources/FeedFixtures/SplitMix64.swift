/// A random number generator that its seed decides wholly (SplitMix64): the same samples on
/// every run, so that a bench samples the same scroll positions and a failing random test can
/// be run again.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers `seed` decides.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number from 0 up to `bound`, not including it.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
