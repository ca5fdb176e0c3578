import FeedModel
import Foundation

/// What the server answers to each method it knows.
extension LanguageServer {
    /// The result of a request (nil is `null`), or nothing for a notification.
    func respond(to method: String, _ message: IncomingMessage) throws(ResponseError) -> (any Encodable)? {
        switch (phase, method) {
        case (_, "exit"):
            exitStatus = phase == .shuttingDown ? 0 : 1
            return nil
        case (.starting, "initialize"):
            let params = try message.params(InitializeExchange.Params.self)
            encoding = PositionEncoding.choose(from: params.capabilities?.general?.positionEncodings)
            phase = .running
            return InitializeExchange.Result(
                capabilities: .init(positionEncoding: encoding.rawValue),
                serverInfo: .init(name: "feedterm", version: version)
            )
        case (.starting, _):
            guard message.id != nil else { return nil }
            throw .serverNotInitialized
        case (.shuttingDown, _):
            guard message.id != nil else { return nil }
            throw .shuttingDown
        case (.running, "shutdown"):
            phase = .shuttingDown
            return nil
        case (.running, _):
            return try respondRunning(to: method, message)
        }
    }

    private func respondRunning(to method: String, _ message: IncomingMessage) throws(ResponseError) -> (any Encodable)? {
        switch method {
        case "initialized", "workspace/didChangeConfiguration":
            return nil
        case "textDocument/didOpen":
            let item = try message.params(DocumentNotifications.DidOpen.self).textDocument
            documents[item.uri] = TextDocument(uri: item.uri, version: item.version, text: item.text, encoding: encoding)
            scheduleCheck(of: item.uri, now: true)
            return nil
        case "textDocument/didChange":
            let params = try message.params(DocumentNotifications.DidChange.self)
            guard documents[params.textDocument.uri] != nil else { return nil }
            documents[params.textDocument.uri]?.apply(params.contentChanges, version: params.textDocument.version)
            scheduleCheck(of: params.textDocument.uri)
            return nil
        case "textDocument/didSave":
            scheduleCheck(of: try message.params(DocumentNotifications.DocumentParams.self).textDocument.uri)
            return nil
        case "textDocument/didClose":
            let uri = try message.params(DocumentNotifications.DocumentParams.self).textDocument.uri
            documents[uri] = nil
            checks[uri] = nil
            dueChecks[uri] = nil
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: DocumentNotifications.Publish(uri: uri, version: nil, diagnostics: [])))
            return nil
        case "workspace/didChangeWatchedFiles":
            // A file of a source or a config changed on disk: every open document may be touched.
            for uri in documents.keys { scheduleCheck(of: uri) }
            return nil
        case "textDocument/hover":
            let (document, offset) = try place(message)
            return HoverProvider.hover(at: offset, in: document, outline: JSONOutline(bytes: document.bytes), context: context(of: document))
        case "textDocument/completion":
            let (document, offset) = try place(message)
            return CompletionProvider.items(at: offset, in: document, outline: JSONOutline(bytes: document.bytes), context: context(of: document))
        case "textDocument/definition":
            let (document, offset) = try place(message)
            guard let check = currentCheck(of: document.uri) else { return nil }
            return DefinitionProvider.location(at: offset, in: document, check: check, outline: JSONOutline(bytes: document.bytes), context: context(of: document))
        case "textDocument/documentSymbol":
            let document = try openDocument(try message.params(DocumentNotifications.DocumentParams.self).textDocument.uri)
            return SymbolProvider.symbols(in: document, outline: JSONOutline(bytes: document.bytes))
        case "textDocument/codeAction":
            let params = try message.params(CodeAction.Params.self)
            let document = try openDocument(params.textDocument.uri)
            guard let check = currentCheck(of: document.uri) else { return [CodeAction]() }
            let outline = JSONOutline(bytes: document.bytes)
            return check.entries.filter { $0.published.range.overlaps(params.range) }.flatMap { QuickFixes.actions(for: $0, in: document, outline: outline) }
        default:
            guard message.id != nil else { return nil }  // notifications the server does not use
            throw .methodNotFound(method)
        }
    }

    /// The document and byte offset a position request is about.
    private func place(_ message: IncomingMessage) throws(ResponseError) -> (TextDocument, Int) {
        let params = try message.params(PositionRequest.self)
        let document = try openDocument(params.textDocument.uri)
        return (document, document.offset(of: params.position))
    }

    private func openDocument(_ uri: String) throws(ResponseError) -> TextDocument {
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open: send textDocument/didOpen first") }
        return document
    }
}
