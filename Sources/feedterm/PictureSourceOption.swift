import ArgumentParser
import FeedCommands

/// `--source DIR`: where preview and snapshot read relative picture paths from.
struct PictureSourceOption: ParsableArguments {
    @Option(name: .customLong("source"), help: ArgumentHelp("The folder relative picture paths are read from (default: the nearest folder above the file that holds home.json, else the file's folder).", valueName: "DIR"), completion: .directory)
    var directory: String?
}
