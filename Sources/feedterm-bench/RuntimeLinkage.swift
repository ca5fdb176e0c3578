import Foundation

/// Whether a binary carries the Swift runtime in itself, as the release tarball's does
/// (`swift build --static-swift-stdlib`), or loads it from shared libraries at start.
///
/// Whole-process figures depend on it: loading and relocating the runtime's shared libraries
/// took 8 ms of every run here, 21 ms against 13 for `validate` of a small file.
enum RuntimeLinkage {
    case `static`, shared

    /// The linkage of the executable at `path`: shared when it names libswiftCore.so, the
    /// library a dynamically linked Swift program needs first.
    static func of(_ path: String) throws -> RuntimeLinkage {
        let binary = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        let name = Array("libswiftCore.so".utf8)
        return binary.range(of: Data(name)) == nil ? .static : .shared
    }

    /// A line for the bench's report.
    var sentence: String {
        switch self {
        case .static: "feedterm carries the Swift runtime (static), as the release tarball does"
        case .shared: "feedterm loads the Swift runtime's shared libraries, which the release tarball does not: whole-process figures include the milliseconds each run spends loading them (build with --static-swift-stdlib to time what ships)"
        }
    }
}
