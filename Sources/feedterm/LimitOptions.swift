import ArgumentParser
import FeedCommands
import FeedFiles
import FeedModel
import FeedPictures

/// `--max-bytes` and `--timeout`: how much of a document is read, and for how long, whether
/// it is a file, a pipe, a device, standard input or an HTTP body; `--memory-budget`: how
/// much every read in flight may hold together (docs/security.md).
struct LimitOptions: ParsableArguments {
    // Optional, so that the help says each default once, in the words below.
    @Option(name: .customLong("max-bytes"), help: ArgumentHelp("The largest document read, in bytes (default: 64 MiB).", valueName: "bytes"))
    var givenMaxBytes: Int?

    @Option(name: .customLong("timeout"), help: ArgumentHelp("The longest a document's whole read may take, in seconds (default: 10).", valueName: "seconds"))
    var givenTimeout: Double?

    @Option(name: .customLong("memory-budget"), help: ArgumentHelp("The most memory every read in flight (documents, parts, pictures and their decoding) may hold together, in MiB (default: 256).", valueName: "MiB"))
    var givenMemoryBudget: Int?

    var maxBytes: Int { givenMaxBytes ?? ReadLimits.defaultMaxBytes }
    var timeout: Double { givenTimeout ?? ReadLimits.defaultTimeout }

    func validate() throws {
        guard maxBytes > 0, maxBytes < Int(UInt32.max) else {
            throw ValidationError("--max-bytes must be from 1 to 4294967294 (feedterm reads documents under 4 GiB), not \(maxBytes).")
        }
        if let budget = givenMemoryBudget, !(16...1_048_576).contains(budget) {
            throw ValidationError("--memory-budget must be from 16 to 1048576 MiB, not \(budget).")
        }
        guard timeout > 0, timeout <= 86_400 else {
            throw ValidationError("--timeout must be more than 0 and at most 86400 seconds, not \(timeout).")
        }
    }

    /// Sets the process's memory budget: called once, as the command starts.
    func applyMemoryBudget() {
        MemoryBudget.shared.limit = givenMemoryBudget.map { $0 << 20 } ?? MemoryBudget.defaultLimit
    }

    var limits: ReadLimits { ReadLimits(maxBytes: maxBytes, timeout: timeout) }

    /// A picture's limits: the same time, and at most the picture limit's bytes.
    var pictureLimits: PictureLimits {
        PictureLimits(maxBytes: min(maxBytes, PictureLimits.standard.maxBytes), timeout: timeout)
    }
}
