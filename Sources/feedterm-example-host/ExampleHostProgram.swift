import FeedBrowser
import FeedExampleHost
import FeedTerminal
import Foundation

/// A host program: FeedBrowser as a library, with a module type and an action of its own, and
/// `open_listing` performed by the host with a screen of its own (`ExampleHost`).
///
/// Run it with `swift run feedterm-example-host [DIR]`; DIR defaults to the example's own
/// layouts, which use `gift_note` and `share_listing`.
@main
struct ExampleHostProgram {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.count > 1 {
            print("usage: feedterm-example-host [DIR]\n  Browses DIR (default: the example's own layouts) with the example host's gift_note module and share_listing action.")
            exit(arguments.contains("--help") ? 0 : 2)
        }
        guard let directory = arguments.first.map({ URL(fileURLWithPath: $0) }) ?? Bundle.module.url(forResource: "layouts", withExtension: nil) else {
            FileHandle.standardError.write(Data("feedterm-example-host: cannot find the example's layouts\n".utf8))
            exit(1)
        }
        let host = ExampleHost.makeHost()
        let terminal: Terminal
        do {
            terminal = try Terminal.start(noColor: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty)
        } catch {
            FileHandle.standardError.write(Data("feedterm-example-host: \(error)\n".utf8))
            exit(2)
        }
        let size = terminal.size
        let runtime = BrowserRuntime(source: DirectorySource(directory: directory, decoder: host.decoder), host: host, width: size.width, height: size.height)
        let signal = runtime.run(next: terminal.nextStep, draw: terminal.draw)
        terminal.stop()
        exit(signal.map { 128 + $0 } ?? 0)
    }
}
