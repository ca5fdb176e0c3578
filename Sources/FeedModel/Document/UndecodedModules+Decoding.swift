import FoundationEssentials

extension UndecodedModules {
    /// Decodes the next `limit` modules as the first decode would have: a document of those
    /// that are valid (kept as their text where the first decode kept its modules so), each
    /// problem located in the whole document, and in `rest` what is left (nil once none is).
    /// Stops early, with what it has, once `isCancelled` says nobody waits.
    public func decodeNext(_ limit: Int = runLength, isCancelled: () -> Bool = { false }) -> FeedDecodeResult {
        let run = remaining.lowerBound..<min(remaining.upperBound, remaining.lowerBound + max(1, limit))
        let settings = elements.settings
        let log = DiagnosticLog()
        var table = KeptModuleTable()
        var modules: [Module] = []
        let diagnostics = elements.owner.withBytes { bytes in
            let lineIndex = elements.lineIndex(of: bytes)
            let checks = DecodeChecks(knownKeys: settings.knownKeys, lineIndex: lineIndex, now: settings.now)
            let userInfo: [CodingUserInfoKey: Any] = [.diagnosticLog: log, .moduleTypes: settings.moduleTypes, .checks: checks]
            let template = TapeContext(bytes: bytes, entries: UnsafeBufferPointer(start: nil, count: 0), userInfo: userInfo)
            for element in run where !isCancelled() {
                let (text, position) = elements.place(of: element)
                let tape: [JSONTapeEntry]
                do throws(JSONSyntaxError) {
                    // The text ends the bytes parsed, so its one value is the whole of them;
                    // its offsets are the document's, and so are its problems' places.
                    tape = try JSONParser.parse(UnsafeRawBufferPointer(rebasing: bytes[..<text.upperBound]), from: text.lowerBound)
                } catch {
                    // The whole document parsed before: only bytes changed since come here.
                    log.record(error.diagnostic)
                    continue
                }
                let decoded = tape.withUnsafeBufferPointer { ModuleSlot.module(position, at: 0, of: $0, pathPrefix: settings.pathPrefix, sharing: template) }
                guard let module = decoded else { continue }
                if elements.keepsText { table.note(module, text: text) } else { modules.append(module) }
            }
            var found = log.diagnostics
            LineLocator.locate(&found, with: lineIndex)
            return found
        }
        // The run's pages of a mapped file are done with: read again only for what is shown.
        elements.owner.releaseResidentPages()
        var document = FeedDocument(modules: modules, moduleCount: run.count)
        if elements.keepsText {
            document.modules = FeedModules(kept: KeptModuleText(owner: elements.owner, settings: settings, table: table))
        }
        var result = FeedDecodeResult(document: document, diagnostics: diagnostics)
        if run.upperBound < remaining.upperBound {
            result.rest = UndecodedModules(elements: elements, remaining: run.upperBound..<remaining.upperBound)
        }
        return result
    }
}
