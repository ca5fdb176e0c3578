import FeedFlows
import FeedModel
import Foundation

/// Checking documents for `validate`: each decoded with the checks on, `jobs` at once.
package enum DocumentCheck {
    /// What checking one document keeps: its diagnostics and, when cohorts are asked for, its
    /// shape and valid modules (nil when it could not be read).
    package typealias Checked = (diagnostics: [Diagnostic], modules: (FeedDocument.Shape, [Module])?, references: [SourceReference])

    /// Every input checked, in input order, `jobs` at once. Only diagnostics, references (and,
    /// for cohorts, modules) are kept, so memory is that of the files being decoded, not of all
    /// of them.
    package static func check(_ inputs: [DocumentInput], decoder: FeedDecoder, keepingModules: Bool, jobs: Int, hasSource: @escaping @Sendable (DocumentInput) -> Bool) -> [Checked] {
        // One document alone has every job for its modules, up to a thread a core (decoding
        // never waits); several have one each.
        let threads = inputs.count == 1 ? min(jobs, Cores.available) : 1
        let checking: @Sendable (DocumentInput) -> Checked = { input in
            // The project's own files, named beside its layouts, are checked as what they are.
            if let kind = input.projectFile { return (input.projectFileDiagnostics(kind, limits: decoder.limits), nil, []) }
            // Asked once: whether it has a source decides what the decode collects, and whose
            // references to itself are checked here rather than across the source.
            let sourced = hasSource(input)
            var decoder = decoder
            decoder.collectsReferences = sourced
            decoder.collectsScreenReferences = true
            // Only cohorts read the modules; without them each is dropped once checked.
            decoder.keepsModules = keepingModules
            decoder.threads = threads
            let result = input.decode(with: decoder)
            // A flow file is checked as one: what is wrong with its steps, not that it is no feed.
            if let data = input.flowData(decoded: result, limits: decoder.limits) { return (FlowFile.diagnostics(of: data, at: URL(fileURLWithPath: input.argument)), nil, []) }
            let ownReferences = sourced ? [] : SourceProblems.selfReferences(of: input, in: result.references)
            return (result.diagnostics + ownReferences, keepingModules ? result.document.map { ($0.shape, Array($0.modules)) } : nil, result.references)
        }
        // Standard input is read here, once, before the workers start.
        let stdin = inputs.contains { $0.argument == "-" } ? checking(DocumentInput(argument: "-")) : ([], nil, [])
        return ParallelResults<Checked>.computing(count: inputs.count, jobs: jobs) { index in
            inputs[index].argument == "-" ? stdin : checking(inputs[index])
        }
    }
}
