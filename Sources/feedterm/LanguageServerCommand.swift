import ArgumentParser
import FeedCommands
import FeedLanguageServer
import Foundation

/// `feedterm lsp`: the language server editors start, speaking LSP on standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
            Diagnostics exactly as validate gives them (the project's feedterm.json applied, the source's files on disk), \
            quick fixes for every "did you mean" and for keys written twice, hover with each module's drawing, \
            completion of keys, types and values, go to definition for the paths a layout names, and an outline of its modules. \
            An editor starts it as a stdio server with the command `feedterm lsp` for JSON files: in Neovim, \
            vim.lsp.start_client{cmd = {"feedterm", "lsp"}}; in Helix, a language-server entry in languages.toml; \
            in Emacs, eglot-server-programs; in VS Code, any generic LSP client extension.
            """
    )

    @Flag(help: ArgumentHelp("Accepted for clients that pass it; standard input and output are the only transport.", visibility: .hidden))
    var stdio = false

    func run() throws {
        // A client that goes away closes the pipe: a write then fails instead of killing the server.
        signal(SIGPIPE, SIG_IGN)
        let status = LanguageServer(version: FeedtermVersion.tool).run()
        if status != 0 { throw ExitCode(status) }
    }
}
