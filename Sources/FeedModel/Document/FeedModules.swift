/// A document's or a screen's modules, in order: those held decoded, and those of a long
/// document kept as their text and decoded when read (`KeptModuleText`).
///
/// A collection like an array, cut and joined without decoding anything: a screen can put a
/// placeholder's content in the middle of a 100,000-module feed, or append its next page,
/// and still hold the feed as its text. Reading one module by index decodes it (the last ones
/// read are cached); walking them all (`for`, `map`, `filter`) decodes each in turn and keeps
/// none. `summary(at:)` tells a module's type and `requires` without decoding it.
public struct FeedModules: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral, Sendable {
    private var runs: [ModuleRun] = []
    /// How many modules the runs hold, through each run: `ends[k]` counts runs 0 through k.
    private var ends: [Int] = []

    /// No modules.
    public init() {}

    /// These decoded modules.
    public init(_ modules: [Module]) {
        self.init(runs: [.decoded(modules)])
    }

    public init(arrayLiteral modules: Module...) {
        self.init(modules)
    }

    /// Every module of `text`.
    init(kept text: KeptModuleText) {
        self.init(runs: [.kept(text, 0..<text.count)])
    }

    private init(runs: [ModuleRun]) {
        for run in runs where run.count > 0 {
            // Decoded runs side by side are one: appending one module at a time stays cheap.
            if case .decoded(let modules) = run, case .decoded(let before)? = self.runs.last {
                self.runs[self.runs.count - 1] = .decoded(before + modules)
            } else {
                self.runs.append(run)
            }
        }
        var total = 0
        ends = self.runs.map { run in
            total += run.count
            return total
        }
    }

    /// The first module's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last module's index: how many modules there are.
    public var endIndex: Int { ends.last ?? 0 }

    /// Module `index`, decoded when it is kept as text.
    public subscript(index: Int) -> Module {
        let (run, offset) = locate(index)
        switch runs[run] {
        case .decoded(let modules): return modules[offset]
        case .kept(let text, let range): return text.module(at: range.lowerBound + offset)
        }
    }

    /// Module `index`'s type, `requires` and position, without decoding it.
    public func summary(at index: Int) -> ModuleSummary {
        let (run, offset) = locate(index)
        switch runs[run] {
        case .decoded(let modules): return ModuleSummary(of: modules[offset])
        case .kept(let text, let range): return text.summary(at: range.lowerBound + offset)
        }
    }

    /// The modules `range` as modules of their own, indexed from 0; nothing is decoded.
    public func extracting(_ range: Range<Int>) -> FeedModules {
        FeedModules(runs: runs(in: range))
    }

    /// Whether module `index` is held decoded: made in code, or changed since it was decoded.
    public func isDecoded(_ index: Int) -> Bool {
        if case .decoded = runs[locate(index).run] { true } else { false }
    }

    /// The runs held decoded, each with the index of its first module.
    var decodedRuns: [(start: Int, modules: [Module])] {
        zip(runs, ends).compactMap { run, end in
            if case .decoded(let modules) = run { (end - modules.count, modules) } else { nil }
        }
    }

    /// Replaces the modules `subrange` with `replacement`; modules kept as text on either side
    /// stay so, and so do those of a `replacement` that is `FeedModules`.
    public mutating func replaceSubrange<Replacement: Collection>(_ subrange: Range<Int>, with replacement: Replacement) where Replacement.Element == Module {
        let inserted = (replacement as? FeedModules)?.runs ?? [.decoded(Array(replacement))]
        self = FeedModules(runs: runs(in: 0..<subrange.lowerBound) + inserted + runs(in: subrange.upperBound..<endIndex))
    }

    /// Adds `module` at the end, to the last run when it is held decoded, without copying it.
    public mutating func append(_ module: Module) {
        guard case .decoded(var modules)? = runs.last else {
            runs.append(.decoded([module]))
            ends.append(endIndex + 1)
            return
        }
        // The run lets go of its array first, so the array is appended to in place.
        runs[runs.count - 1] = .decoded([])
        modules.append(module)
        runs[runs.count - 1] = .decoded(modules)
        ends[ends.count - 1] += 1
    }

    /// Adds `appended` at the end; `FeedModules`, or a slice of them, are added without
    /// decoding any module they keep as text.
    public mutating func append<Appended: Sequence>(contentsOf appended: Appended) where Appended.Element == Module {
        let modules = appended as? FeedModules
            ?? (appended as? Slice<FeedModules>).map { $0.base.extracting($0.startIndex..<$0.endIndex) }
            ?? FeedModules(Array(appended))
        replaceSubrange(endIndex..<endIndex, with: modules)
    }

    /// Walks the modules, decoding each kept one without caching it.
    public func makeIterator() -> FeedModulesIterator {
        FeedModulesIterator(runs: runs)
    }

    /// The run that holds module `index`, and the module's place in it.
    private func locate(_ index: Int) -> (run: Int, offset: Int) {
        precondition(index >= 0 && index < endIndex, "module index \(index) out of range 0..<\(endIndex)")
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, index - (low == 0 ? 0 : ends[low - 1]))
    }

    /// The runs that hold the modules `range`, cut at its ends; nothing is decoded.
    private func runs(in range: Range<Int>) -> [ModuleRun] {
        var found: [ModuleRun] = []
        for (run, end) in zip(runs, ends) {
            let start = end - run.count
            let low = Swift.max(start, range.lowerBound)
            let high = Swift.min(end, range.upperBound)
            if low < high { found.append(run.slice(low - start..<high - start)) }
        }
        return found
    }
}
