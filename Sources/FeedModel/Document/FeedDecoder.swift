import Foundation

/// Decodes layout documents by FORMAT.md: every valid module kept, every problem reported.
///
/// ```swift
/// let result = FeedDecoder().decode(data)
/// result.document?.modules   // what survived
/// result.diagnostics         // each with severity, JSON path and message
/// ```
public struct FeedDecoder: Sendable {
    /// The module types this decoder knows.
    public var moduleTypes: ModuleTypeRegistry

    public init(moduleTypes: ModuleTypeRegistry = .standard) {
        self.moduleTypes = moduleTypes
    }

    /// Decodes one document. Never throws and never traps: a document that cannot be read at all
    /// gives a nil `document` and one error naming the line and column.
    public func decode(_ data: Data) -> FeedDecodeResult {
        if let fatal = JSONSyntaxChecker.precheck(data) {
            return FeedDecodeResult(document: nil, diagnostics: [fatal])
        }
        do {
            let (document, log) = try ModuleSplitter.split(data).flatMap { decodeModuleByModule(data, $0) } ?? decodeWhole(data)
            // JSONDecoder reads strings lazily, so some syntax errors (a raw control character
            // in a string) surface as one field's unreadable value; the text is then not JSON
            // at all, and the whole document is refused with the place, like any syntax error.
            if log.diagnostics.contains(where: { $0.message.hasPrefix(V3Errors.unreadableValuePrefix) }),
               let syntaxError = JSONSyntaxChecker.locateError(in: data) {
                return fatal(syntaxError)
            }
            return FeedDecodeResult(document: document, diagnostics: log.diagnostics)
        } catch let error as FeedDocument.ShapeError {
            let message = "the top level must be a feed object with \"modules\", an array of modules, or one module with \"type\"; found \(error.found)"
            return fatal(Diagnostic(severity: .error, path: JSONPath.root, message: message, location: SourceLocation(line: 1, column: 1)))
        } catch let error as FieldError {
            return fatal(.error(error.path, error.message + "; nothing can be shown"))
        } catch {
            // JSONDecoder says only "not valid JSON"; find where and why ourselves.
            return fatal(JSONSyntaxChecker.locateError(in: data) ?? Diagnostic(
                severity: .error, path: JSONPath.root, message: "the JSON could not be read: \(error)"
            ))
        }
    }

    /// A JSONDecoder that carries a fresh diagnostic log and this decoder's module types.
    private func makeDecoder() -> (JSONDecoder, DiagnosticLog) {
        let log = DiagnosticLog()
        let decoder = JSONDecoder()
        decoder.userInfo[.diagnosticLog] = log
        decoder.userInfo[.moduleTypes] = moduleTypes
        return (decoder, log)
    }

    /// Decodes the document in one JSONDecoder call; what it throws is the caller's to report.
    private func decodeWhole(_ data: Data) throws -> (FeedDocument, DiagnosticLog) {
        let (decoder, log) = makeDecoder()
        return (try decoder.decode(FeedDocument.self, from: data), log)
    }

    /// Decodes a feed one module at a time, so only one module's JSON index is alive at once
    /// (ModuleSplitter); the result and diagnostics are those of a whole-document decode.
    /// Returns nil when the envelope or a module does not decode at all, so the whole-document
    /// decode, with a log of its own, can report it.
    private func decodeModuleByModule(_ data: Data, _ split: ModuleSplitter.Split) -> (FeedDocument, DiagnosticLog)? {
        let (decoder, log) = makeDecoder()
        var document: FeedDocument
        let pathPrefix: String
        if let modulesValue = split.modulesValue {
            // The feed's own fields, with an empty modules array in place of the real one.
            var envelope = Data(capacity: data.count - modulesValue.count + 2)
            envelope.append(data[data.startIndex..<(data.startIndex + modulesValue.lowerBound)])
            envelope.append(contentsOf: Array("[]".utf8))
            envelope.append(data[(data.startIndex + modulesValue.upperBound)...])
            guard let decoded = try? decoder.decode(FeedDocument.self, from: envelope) else { return nil }
            document = decoded
            pathPrefix = "$.modules"
        } else {
            document = FeedDocument(shape: .moduleArray, modules: [])
            pathPrefix = "$"
        }
        document.modules.reserveCapacity(split.elements.count)
        for (index, element) in split.elements.enumerated() {
            let reported = log.count
            let slice = data[(data.startIndex + element.lowerBound)..<(data.startIndex + element.upperBound)]
            // ModuleSlot never throws, so only text JSONDecoder cannot read at all fails here.
            guard let slot = try? decoder.decode(ModuleSlot.self, from: slice) else { return nil }
            // The module was decoded as a document of its own: its paths start at "$".
            log.prefixPaths(from: reported, with: "\(pathPrefix)[\(index)]")
            if let module = slot.module {
                document.modules.append(module)
            }
        }
        return (document, log)
    }

    /// Reads and decodes a file; a file that cannot be read is a fatal diagnostic too.
    public func decode(contentsOf url: URL) -> FeedDecodeResult {
        do {
            return decode(try Data(contentsOf: url))
        } catch {
            return fatal(.error(JSONPath.root, "cannot read \(url.path): \(error.localizedDescription)"))
        }
    }

    private func fatal(_ diagnostic: Diagnostic) -> FeedDecodeResult {
        FeedDecodeResult(document: nil, diagnostics: [diagnostic])
    }
}
