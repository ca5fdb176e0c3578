import FeedModel
import Foundation

/// Reading a flow file, and what its values name: the source, the state file, the theme.
extension FlowFile {
    /// Whether `data` is a flow file: a JSON object with `"flow"` at its top. Asked leniently
    /// (a key written twice still leaves it a flow), so that the strict reading of it says
    /// what is wrong with it as a flow, never that it is no feed.
    package static func isFlow(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any])?["flow"] != nil
    }

    /// Whether `data`, which `result` says is neither a feed nor a module, is a flow file: a
    /// layout never pays for the question.
    package static func isFlow(_ data: Data, decoded result: FeedDecodeResult) -> Bool {
        mayBeFlow(result) && isFlow(data)
    }

    /// Whether a document that `result` says is neither a feed nor a module may be a flow
    /// file: asked before its bytes are read again, so a file that could not be read (a FIFO
    /// nobody writes to) is never waited for twice.
    package static func mayBeFlow(_ result: FeedDecodeResult) -> Bool {
        result.document == nil && result.diagnostics.contains { $0.code == .wrongTopLevel && $0.path == JSONPath.root }
    }

    /// What validate and the editor report for the flow file in `data`, at `url`: its warnings,
    /// or every problem that refuses it, located.
    package static func diagnostics(of data: Data, at url: URL) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        do {
            _ = try load(data, at: url, warnings: &warnings)
            return warnings
        } catch let problem as Diagnostic {
            return [problem]
        } catch let problems as DiagnosticList {
            return problems.diagnostics
        } catch {
            return [.error(JSONPath.root, "\(error)", code: .unreadableDocument)]
        }
    }

    /// The flow in `data`, read from the file at `url`, with its warnings (keys it does not
    /// know). A problem, in the JSON or in what it names, is thrown as a located `Diagnostic`;
    /// several, in its fields and steps, as a `DiagnosticList`.
    package static func load(_ data: Data, at url: URL, warnings: inout [Diagnostic]) throws -> FlowFile {
        var flow = try JSONDocument.decode(FlowFile.self, from: data, warnings: &warnings)
        var problems = flow.problems(near: url.deletingLastPathComponent())
        guard problems.isEmpty else {
            JSONDocument.locate(&problems, in: data)
            throw DiagnosticList.error(of: problems)
        }
        flow.locate(in: data)
        return flow
    }

    /// Gives each step, and each expectation, its line and column in `data`: a run names the
    /// line of a step that stopped it and of each expectation that failed.
    private mutating func locate(in data: Data) {
        var offsets: [Int] = []
        for step in steps {
            offsets.append(step.byteOffset ?? 0)
            if case .expect(let expectations) = step.kind { offsets += expectations.map { $0.byteOffset ?? step.byteOffset ?? 0 } }
        }
        var locations = JSONDocument.locations(of: offsets, in: data).makeIterator()
        for index in steps.indices {
            steps[index].location = locations.next()
            guard case .expect(var expectations) = steps[index].kind else { continue }
            for item in expectations.indices { expectations[item].location = locations.next() }
            steps[index].kind = .expect(expectations)
        }
    }

    /// The source's folder, when it is one: relative to the folder the flow file is in.
    package func sourceFolder(near folder: URL) -> URL? {
        isWebSource ? nil : URL(fileURLWithPath: source, relativeTo: folder).standardizedFileURL
    }

    /// Whether the source is an http(s) base URL.
    package var isWebSource: Bool { WebURL.isWeb(source) }

    /// The state file to start from, relative to the flow file's folder.
    package func stateFile(near folder: URL) -> URL? {
        state.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
    }

    /// Why `path` is no regular file ("not there", "no regular file"), following links; nil
    /// when it is one. A state file must be one: a FIFO would hold a run up, never answering.
    package static func notARegularFile(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return "not there" }
        return status.st_mode & S_IFMT == S_IFREG ? nil : "no regular file"
    }

    /// What is wrong with the names the flow gives, found against the files near it: each.
    private func problems(near folder: URL) -> [Diagnostic] {
        func problem(_ key: CodingKeys, _ message: String) -> Diagnostic {
            .error(places[key]?.path ?? JSONPath.root, message, code: .invalidValue, at: places[key]?.offset)
        }
        var found: [Diagnostic] = []
        if isWebSource {
            let url = URL(string: source)
            if url?.host == nil || url?.port.map({ !(1...65535).contains($0) }) == true {
                found.append(problem(.source, "'\(WebURL.redacted(source))' is not a URL feedterm can read (a port is 1 to 65535)"))
            } else if WebURL.withoutCredentials(source) != source {
                found.append(problem(.source, "the source '\(WebURL.redacted(source))' holds a login; a flow file is committed and holds none: give it with FEEDTERM_HEADER_FILE, or a variable feedterm.json's headers_from_env names"))
            }
        } else if let folder = sourceFolder(near: folder), !FileManager.default.fileExists(atPath: folder.appendingPathComponent("home.json").path) {
            found.append(problem(.source, "the source '\(source)' (\(folder.path)) is no folder holding home.json; it is a folder relative to the flow file, or an http(s) base URL"))
        }
        if let file = stateFile(near: folder) {
            if let trouble = Self.notARegularFile(file.path) {
                found.append(problem(.state, "the state file '\(state ?? "")' (\(file.path)) is \(trouble); state is \"empty\" or a state file relative to the flow file"))
            }
        }
        return found
    }
}
