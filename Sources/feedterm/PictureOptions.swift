import ArgumentParser
import FeedBrowser
import FeedCommands
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// `--images` and `--image-host`: whether pictures are drawn, and the hosts absolute picture
/// URLs may be fetched from, on browse, preview and snapshot.
struct PictureOptions: ParsableArguments {
    @Option(help: "auto: true pixels where the terminal says it draws them (kitty's graphics, sixel, iTerm2's), else cells where there are 256 colours or more, else placeholders with the pictures' alt text; cells: cells wherever colour is on; off: placeholders only; kitty, sixel or iterm: that protocol's pixels whatever the terminal says.")
    var images: PictureMode = .auto

    @Option(name: .customLong("image-host"), help: ArgumentHelp("Fetch absolute picture URLs from HOST, on any port, or HOST:PORT, on that port only (repeatable), besides feedterm.json's image_hosts; other hosts are never asked.", valueName: "HOST"))
    var imageHosts: [String] = []

    /// Whether pictures are read at all, for output of `depth` drawing with `choice`: pixels
    /// need no colour depth; cells, 256 colours or more unless `--images cells` asks for
    /// them at 16 (where a photo is a blotch, and its placeholder says its alt text).
    func drawsPictures(at depth: ColorDepth, choice: PixelChoice? = nil) -> Bool {
        images != .off && (choice?.pixels != nil || depth == .trueColor || depth == .indexed256 || (images == .cells && depth != .none))
    }

    /// Refuses pixel modes for `command`, which draws cells only.
    func requireCells(for command: String) throws {
        if images.isPixels {
            throw ValidationError("--images \(images.rawValue) is for a terminal; \(command) draws pictures as cells (auto, cells or off).")
        }
    }

    /// The hosts absolute picture URLs may be fetched from: `--image-host`'s and the project's.
    func allowedHosts(config: ProjectConfig) -> [String] {
        imageHosts + config.imageHosts
    }

    /// Where the pictures of the document named `argument` come from: `sourceDirectory` when
    /// given (`--source`), else `source(for:override:)`'s choice; absolute URLs from the hosts
    /// `--image-host` and the project's config allow.
    func fetcher(for argument: String, sourceDirectory: String?, config: ProjectConfig, limits: PictureLimits = .standard, headers: RequestHeaders = .none) -> PictureFetcher {
        PictureFetcher(source: PictureLoading.source(for: argument, override: sourceDirectory, headers: headers), allowedHosts: allowedHosts(config: config), limits: limits, cache: PictureDiskCache())
    }
}
