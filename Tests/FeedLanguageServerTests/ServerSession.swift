import FeedLanguageServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A conversation with the server: the client's messages written to a file, the server run
/// over it until the input ends, and everything it sent read back as JSON objects.
struct ServerSession {
    private(set) var messages: [Data] = []
    private var nextID = 1

    /// The repository's layouts, as the server sees them from disk.
    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("layouts").resolvingSymlinksInPath()

    init(initialize: Bool = true, encodings: [String]? = nil) {
        if initialize {
            request("initialize", ["capabilities": encodings.map { ["general": ["positionEncodings": $0]] } ?? [:]])
            notify("initialized", [:])
        }
    }

    @discardableResult
    mutating func request(_ method: String, _ params: Any) -> Int {
        defer { nextID += 1 }
        messages.append(try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": nextID, "method": method, "params": params]))
        return nextID
    }

    mutating func notify(_ method: String, _ params: Any) {
        messages.append(try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": method, "params": params]))
    }

    mutating func raw(_ body: String) {
        messages.append(Data(body.utf8))
    }

    mutating func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "json", "version": version, "text": text]])
    }

    mutating func change(_ uri: String, version: Int, range: [String: Any]? = nil, text: String) {
        var change: [String: Any] = ["text": text]
        if let range { change["range"] = range }
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]])
    }

    /// Runs the server over every message and returns what it sent, and its exit status.
    func run() throws -> Transcript {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in"), output = directory.appendingPathComponent("out")
        try messages.reduce(Data()) { $0 + MessageFramer.frame($1) }.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let inFD = Glibc.open(input.path, O_RDONLY), outFD = Glibc.open(output.path, O_WRONLY)
        defer { close(inFD); close(outFD) }
        let status = LanguageServer(version: "test", input: inFD, output: outFD, debounce: .zero).run()
        var framer = MessageFramer()
        framer.append(try Data(contentsOf: output))
        var sent: [[String: Any]] = []
        while let body = try framer.next() {
            sent.append(try JSONSerialization.jsonObject(with: body) as! [String: Any])
        }
        return Transcript(sent: sent, status: status)
    }

    /// A uri for a file in the bundled layouts.
    static func layoutURI(_ name: String) -> String {
        layouts.appendingPathComponent(name).absoluteString
    }

    static func layoutText(_ name: String) throws -> String {
        try String(contentsOf: layouts.appendingPathComponent(name), encoding: .utf8)
    }
}

/// What the server sent in one session.
struct Transcript {
    let sent: [[String: Any]]
    let status: Int32

    func response(_ id: Int) -> [String: Any]? {
        sent.first { ($0["id"] as? Int) == id }
    }

    func result(_ id: Int) -> Any? {
        response(id)?["result"]
    }

    /// The last diagnostics published for `uri`.
    func diagnostics(_ uri: String) -> [[String: Any]]? {
        sent.last { $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
            .flatMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
    }
}

/// A position as JSON.
func position(_ line: Int, _ character: Int) -> [String: Int] {
    ["line": line, "character": character]
}
