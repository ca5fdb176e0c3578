import Foundation

/// Bytes a terminal is sent for the bundled listing grid with true pixels against cells: the
/// output of `feedterm preview layouts/modules/listing_grid.json` at 100 columns, as a kitty
/// terminal (24-bit colour) gets it, with `--images kitty` and with `--images cells`.
enum PixelGridBytes {
    /// The bytes with `--images mode`.
    static func bytes(_ mode: String, layouts: URL, feedterm: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: feedterm)
        process.arguments = ["preview", layouts.appendingPathComponent("modules/listing_grid.json").path, "--width", "100", "--color", "always", "--images", mode]
        process.environment = ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else { throw BenchError("feedterm preview --images \(mode) failed (exit \(process.terminationStatus))") }
        return data.count
    }

    /// kitty's bytes over the cells'.
    static func ratio(layouts: URL, feedterm: String) throws -> Double {
        let kitty = try bytes("kitty", layouts: layouts, feedterm: feedterm)
        let placeholders = try bytes("off", layouts: layouts, feedterm: feedterm)
        guard kitty > placeholders + 1000 else { throw BenchError("preview --images kitty drew no picture") }
        return Double(kitty) / Double(try bytes("cells", layouts: layouts, feedterm: feedterm))
    }
}
