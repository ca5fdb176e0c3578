import FeedBrowser
import FeedRendering

/// How `browse` ends once the terminal is given back: the last changes reach the state file,
/// and a recording or action log that stopped being written is said. The exit status.
package enum BrowseEnding {
    /// The exit status after a session on `runtime` that `exitSignal` stopped (nil: q), with
    /// its `recording` and action `log`: 128 plus the signal, 1 when the last changes or a file
    /// could not be written, else 0.
    package static func status(of runtime: BrowserRuntime, exitSignal: Int32?, recording: CastRecording?, log: ActionLog?) -> Int32 {
        // Another program holding the state file's lock makes quit wait for it, saying so,
        // with the terminal already given back: Ctrl-C gives up.
        if !runtime.finishSaving(timeout: .seconds(1)) {
            ProcessOutput.error("feedterm browse: another program holds the state file's lock; waiting to save your last changes (Ctrl-C gives up)\n")
            if runtime.finishSaving(timeout: .seconds(120)) {
                ProcessOutput.error("feedterm browse: saved\n")
            } else {
                ProcessOutput.error("feedterm browse: the state file stayed locked for two minutes; the last changes were not kept\n")
                return ExitStatus.documentError
            }
        }
        if let exitSignal { return 128 + exitSignal }
        if let recording, let failure = recording.failure {
            ProcessOutput.error("feedterm browse: the recording \(TextSanitizer.printableLine(recording.path)) stopped being written: \(failure)\n")
            return ExitStatus.documentError
        }
        if let log, let failure = log.failure {
            ProcessOutput.error("feedterm browse: the action log \(TextSanitizer.printableLine(log.path)) stopped being written: \(failure)\n")
            return ExitStatus.documentError
        }
        return ExitStatus.success
    }
}
