/// What a module says to show in its place to a reader who cannot be shown it: a client that
/// does not know its type, or a reader its `requires` leaves out.
///
/// Written as `"fallback": {module}` or `"fallback": "drop"`; a module with no `fallback` shows
/// nothing in its place too, but only `"drop"` says that this was chosen, so a validator does
/// not report the hole it leaves.
public indirect enum ModuleFallback: Sendable {
    /// Show nothing, on purpose.
    case drop
    /// Show this module instead; it may have a fallback of its own.
    case module(Module)

    /// The most fallbacks one module may nest: a module, its fallback, that one's and a third.
    public static let maximumDepth = 3

    /// The module shown instead, if any.
    public var module: Module? {
        if case .module(let module) = self { module } else { nil }
    }
}

extension Module {
    /// The module and the fallbacks down its chain, in order: what a reader may be shown in
    /// its place, the first that reader can be shown.
    public var fallbackChain: [Module] {
        var chain = [self]
        while let next = chain[chain.count - 1].fallback?.module { chain.append(next) }
        return chain
    }
}
