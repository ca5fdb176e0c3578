@testable import FeedCommands
import Foundation
import Testing

/// `validate DIR`'s listing: every layout below a folder, in the byte order of the paths,
/// whether its folders are walked on one thread or several.
struct LayoutFileListingTests {
    /// Names that sort differently as names than as paths: "a.json" before the folder "a",
    /// whose files come before "a0.json"; "B" before "a"; a name that is not UTF-8.
    private static let layouts: [[UInt8]] = [
        "a.json", "a-b.json", "a0.json", "a/x.json", "a/b.json", "a/b/y.json", "a0/q.json", "B.json",
        "z/1.json", "z/z/z/deep.json", "sp ace.json", "feedterm.json.json",
    ].map { Array($0.utf8) } + [Array("bad".utf8) + [0xFF] + Array(".json".utf8)]
    /// What the listing leaves out: hidden files and folders, configs, other files, a name
    /// that is only the extension.
    private static let others = [".hidden.json", ".hid/h.json", "feedterm.json", "a/feedterm.json", "notes.txt", "a/.json", "json"]

    @Test(arguments: [1, 2, 8])
    func everyLayoutIsListedInTheByteOrderOfItsPath(jobs: Int) throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = Array(folder.utf8) + [UInt8(ascii: "/")]
        let expected = Self.layouts.map { base + $0 }.sorted { $0.lexicographicallyPrecedes($1) }
        for written in [folder, folder + "/"] {
            let listed = LayoutFileListing.files(below: Array(written.utf8), jobs: jobs)
            // Shown as validate shows them, and then compared byte for byte.
            #expect(listed.map { RawArguments.display($0.path) } == expected.map(RawArguments.display), "\(written), \(jobs) jobs")
            #expect(listed.map(\.path) == expected)
            #expect(listed.allSatisfy { $0.isRegular })
        }
    }

    @Test func aLinkedFolderIsNotEnteredAndALinkedFileIsNoRegularFile() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/round", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.json", withDestinationPath: folder + "/a.json")
        let listed = LayoutFileListing.files(below: Array(folder.utf8), jobs: 2)
        #expect(listed.count == Self.layouts.count + 1)
        #expect(!listed.contains { String(decoding: $0.path, as: UTF8.self).contains("/round/") })
        #expect(listed.first { String(decoding: $0.path, as: UTF8.self).hasSuffix("/linked.json") }?.isRegular == false)
    }

    /// A folder holding `layouts` and `others`; its path.
    private static func tree() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-listing-\(UUID().uuidString)").path
        for name in layouts + others.map({ Array($0.utf8) }) {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
            let parent = String(decoding: path[..<path.lastIndex(of: UInt8(ascii: "/"))!], as: UTF8.self)
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            let made = (path + [0]).withUnsafeBufferPointer { creat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o644) }
            #expect(made >= 0, "\(String(decoding: path, as: UTF8.self))")
            close(made)
        }
        return folder
    }
}
