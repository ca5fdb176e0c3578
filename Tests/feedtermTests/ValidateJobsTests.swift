import Foundation
import Testing

/// `validate --jobs N`: however many files are checked at once, the report is the same, in the
/// order of the files; a number that cannot be is a usage error.
struct ValidateJobsTests {
    @Test func everyNumberOfJobsReportsTheSameInTheSameOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-jobs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Forty files, every third broken in its own way: each report line names its file.
        for index in 0..<40 {
            let body = index % 3 == 0
                ? #"[{"type": "section_header", "section_header": {"title": \#(index)}}]"#
                : #"[{"type": "section_header", "section_header": {"title": "Heading \#(index)"}}]"#
            try body.write(to: folder.appendingPathComponent(String(format: "layout-%02d.json", index)), atomically: true, encoding: .utf8)
        }
        let serial = try FeedtermProcess.run(["validate", folder.path, "--jobs", "1"])
        #expect(serial.status == 1)
        #expect(serial.stdout.components(separatedBy: ": error: ").count - 1 == 14, "\(serial.stdout)")
        for jobs in ["2", "7", "64"] {
            let parallel = try FeedtermProcess.run(["validate", folder.path, "--jobs", jobs])
            #expect(parallel.stdout == serial.stdout, "--jobs \(jobs)")
            #expect(parallel.status == serial.status)
        }
        #expect(try FeedtermProcess.run(["validate", folder.path]).stdout == serial.stdout, "the default, the number of cores")
    }

    @Test(arguments: ["0", "-1", "1025"])
    func aNumberOfJobsThatCannotBeIsAUsageError(_ jobs: String) throws {
        let output = try FeedtermProcess.run(["validate", "layouts/home.json", "--jobs=\(jobs)"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--jobs must be from 1 to 1024"), "\(output.stderr)")
    }
}
