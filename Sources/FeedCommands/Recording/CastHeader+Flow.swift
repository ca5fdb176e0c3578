import FeedRendering

/// What a recording's session means for a flow made of it (`flow from-cast`).
extension CastHeader.Session {
    /// The built-in theme the recording named, when feedterm has it.
    package var flowTheme: String? {
        theme.flatMap { Theme.builtIn[$0] == nil ? nil : $0 }
    }

    /// What the flow cannot take over of the session, each in a sentence for stderr; and the
    /// count of `skipped` inputs that were no step.
    package func flowNotes(skipped: Int) -> [String] {
        var notes: [String] = []
        if theme != nil, flowTheme == nil { notes.append("the recording names a theme feedterm does not have; the flow draws in the snapshot run's") }
        if themeFile == true { notes.append("the recording was drawn with a theme file, which a flow cannot name; the flow draws in the snapshot run's theme") }
        if keptState == true { notes.append("the recording started from the favorites and cart kept in a state file; the flow starts with nothing kept (name a state file with \"state\" to start from one)") }
        if showsHidden == true { notes.append("the recording showed hidden modules (--show-hidden), which a flow does not") }
        if skipped > 0 { notes.append("\(skipped) input\(skipped == 1 ? " was" : "s were") no key, click or wheel, or a size no flow can have, and left out") }
        return notes
    }
}
