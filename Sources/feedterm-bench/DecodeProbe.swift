import FeedPictures
import Foundation

/// What decoding one hostile picture costs: a JPEG of 672 bytes whose header says 6000 × 6000,
/// drawn in a 24 × 8 place, measured in a fresh process (`feedterm-bench --decode-probe DIR`).
enum DecodeProbe {
    /// In the child: decodes a small JPEG (so libjpeg is mapped before the baseline), then the
    /// large one, and prints how far the peak rose past the baseline, in KiB.
    static func runChild(fixtures: String) throws {
        let folder = URL(fileURLWithPath: fixtures)
        _ = try PictureDecoder.decode(try Data(contentsOf: folder.appendingPathComponent("halves.jpg")))
        let large = try Data(contentsOf: folder.appendingPathComponent("claims-6000.jpg"))
        guard let before = Int(try MemoryProbe.peakKilobytes()) else { throw BenchError("VmHWM is not a number") }
        let pixels = try PictureDecoder.decode(large)
        guard CellConverter.cells(from: pixels, columns: 24, rows: 8) != nil else { throw BenchError("libchafa drew no cells") }
        guard let after = Int(try MemoryProbe.peakKilobytes()) else { throw BenchError("VmHWM is not a number") }
        print(after - before)
    }

    /// In the parent: the MB the child's peak rose by.
    static func megabytes(repository: URL) throws -> Double {
        try MemoryProbe.peakMegabytes(arguments: ["--decode-probe", repository.appendingPathComponent("Tests/FeedPicturesTests/Fixtures").path])
    }
}
