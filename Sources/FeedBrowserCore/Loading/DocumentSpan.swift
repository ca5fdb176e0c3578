/// A run of a screen's modules that came from one document: a feed, a page of it, or the
/// document a deferred module loaded. Inspect (`i`) reads the document again to point into it.
struct DocumentSpan: Equatable {
    var range: Range<Int>
    /// The document's path in the source.
    let path: String

    /// The spans once module `index` is replaced by `count` modules from `path`.
    static func replacing(_ index: Int, in spans: [DocumentSpan], with count: Int, from path: String) -> [DocumentSpan] {
        let delta = count - 1
        var result: [DocumentSpan] = []
        for span in spans {
            if span.range.upperBound <= index {
                result.append(span)
            } else if span.range.lowerBound > index {
                result.append(DocumentSpan(range: (span.range.lowerBound + delta)..<(span.range.upperBound + delta), path: span.path))
            } else {
                // The span holding the replaced module: split around the new ones.
                if span.range.lowerBound < index { result.append(DocumentSpan(range: span.range.lowerBound..<index, path: span.path)) }
                if span.range.upperBound > index + 1 {
                    result.append(DocumentSpan(range: (index + 1 + delta)..<(span.range.upperBound + delta), path: span.path))
                }
            }
        }
        if count > 0 { result.append(DocumentSpan(range: index..<(index + count), path: path)) }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
