/// A stretch of `FeedModules`: modules held decoded, or some of a document's modules kept as
/// their text.
enum ModuleRun: Sendable {
    case decoded([Module])
    /// The modules `range` of `text`.
    case kept(KeptModuleText, Range<Int>)

    var count: Int {
        switch self {
        case .decoded(let modules): modules.count
        case .kept(_, let range): range.count
        }
    }

    /// The run's modules `range`, counted from its start, as a run of the same kind.
    func slice(_ range: Range<Int>) -> ModuleRun {
        switch self {
        case .decoded(let modules): .decoded(Array(modules[range]))
        case .kept(let text, let kept): .kept(text, kept.lowerBound + range.lowerBound..<kept.lowerBound + range.upperBound)
        }
    }
}
