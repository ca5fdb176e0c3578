import FeedBrowser
import FeedModel
import FeedPictures
import FeedRendering
import FeedTerminal
import Foundation

/// What pictures cost: turning a photograph into cells, the bytes of a repaint, the first frame
/// while they are slow to come, and memory after scrolling past a thousand of them.
struct PictureFigures {
    /// Median milliseconds from a 400 × 400 JPEG's bytes to a 24 × 10-cell thumbnail.
    let pictureMilliseconds: Double
    /// Bytes of a full repaint of the bundled Home, 80 × 24 in 256 colours, with and without.
    let repaintWith: Int
    let repaintWithout: Int
    /// Milliseconds to Home's first content from an HTTP source that delays pictures 2 s, with
    /// pictures on and off.
    let firstContentSlowPictures: Double
    let firstContentNoPictures: Double
    /// Peak MB of a fresh browser scrolled through 1,000 cards of distinct pictures, and of
    /// the same without pictures.
    let rssWith: Double
    let rssWithout: Double
    /// MB a fresh process's peak rises by to decode a JPEG claiming 6000 × 6000 for 24 × 8 cells.
    let decodeMegabytes6000: Double
    /// Bytes of the bundled listing grid in kitty's graphics over the same in cells.
    let kittyGridRatio: Double

    var repaintRatio: Double { Double(repaintWith) / Double(repaintWithout) }
    var slowPicturesCost: Double { firstContentSlowPictures - firstContentNoPictures }

    static func photo(repository: URL) throws -> Data {
        try Data(contentsOf: repository.appendingPathComponent("Tests/FeedPicturesTests/Fixtures/astronaut-400.jpg"))
    }

    static func measure(layouts: URL, repository: URL, feedterm: String) throws -> PictureFigures {
        let photo = try photo(repository: repository)
        let times = try (0..<51).map { _ in
            try Stopwatch.milliseconds { () throws -> Void in
                _ = CellConverter.cells(from: try PictureDecoder.decode(photo), columns: 24, rows: 10)
            }
        }
        let source = DirectorySource(directory: layouts)
        let server = try LocalServer(serving: layouts, delay: 2, repository: repository, prefix: "/images/")
        let http = HTTPSource(base: server.base)
        let slow = Stopwatch.median((0..<3).map { _ in firstContent(http, pictures: PictureFetcher(source: http)) })
        let none = Stopwatch.median((0..<3).map { _ in firstContent(http, pictures: nil) })
        let cards = try ScrolledCards(photo: photo)
        defer { cards.remove() }
        return PictureFigures(
            pictureMilliseconds: Stopwatch.median(times),
            repaintWith: try repaintBytes(source: source, pictures: PictureFetcher(source: source)),
            repaintWithout: try repaintBytes(source: source, pictures: nil),
            firstContentSlowPictures: slow, firstContentNoPictures: none,
            rssWith: try cards.peakMegabytes(withPictures: true),
            rssWithout: try cards.peakMegabytes(withPictures: false),
            decodeMegabytes6000: try DecodeProbe.megabytes(repository: repository),
            kittyGridRatio: try PixelGridBytes.ratio(layouts: layouts, feedterm: feedterm)
        )
    }

    /// Bytes ncurses writes to repaint the bundled Home, once every picture has come.
    private static func repaintBytes(source: any FeedSource, pictures: PictureFetcher?) throws -> Int {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let terminal = try Terminal.offscreen(writingTo: file, width: 80, height: 24)
        defer { terminal.stop() }
        let browser = BrowserRuntime(source: source, width: 80, height: 24, pictures: pictures)
        browser.settle()
        let frame = browser.frame()
        if pictures != nil, !(0..<frame.height).contains(where: { frame.line($0).contains("▀") }) {
            throw BenchError("the bundled Home drew no picture")
        }
        terminal.draw(frame)
        let before = terminal.bytesWritten
        terminal.repaint()
        return terminal.bytesWritten - before
    }

    /// From start until Home's first module is on the frame, as `first_content_http_ms`.
    private static func firstContent(_ source: any FeedSource, pictures: PictureFetcher?) -> Double {
        Stopwatch.milliseconds {
            let runtime = BrowserRuntime(source: source, width: 120, height: 40, pictures: pictures)
            while true {
                let frame = runtime.frame()
                if (0..<frame.height).contains(where: { frame.line($0).contains("Search for anything") }) { break }
                runtime.takeFinishedLoads()
                usleep(200)
            }
        }
    }
}
