import Foundation

/// Finds the bundled `layouts/`: in the current directory, else beside the repository the
/// binary was built in (`.build/<triple>/debug/feedterm` sits three levels below it).
enum LayoutsLocator {
    static func bundledLayouts() -> URL? {
        let fileManager = FileManager.default
        var candidates = [URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("layouts")]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("layouts"))
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("home.json").path) }
    }
}
