import FeedRendering

/// `--color auto|always|never`, as ls and grep take it.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// The colour depth to print with: none when colour is off.
    ///
    /// auto is on when stdout is a terminal, TERM is set and not dumb, and NO_COLOR is unset;
    /// always uses the depth the environment suggests, and 256 colours when it suggests none.
    package func depth(environment: [String: String], stdoutIsTerminal: Bool) -> ColorDepth {
        switch self {
        case .never:
            return .none
        case .auto:
            return stdoutIsTerminal ? ColorDepth.detect(environment: environment) : .none
        case .always:
            var environment = environment
            environment["NO_COLOR"] = nil
            let detected = ColorDepth.detect(environment: environment)
            return detected == .none ? .indexed256 : detected
        }
    }

    /// Whether a full-screen terminal (browse) is drawn without colour: never; auto when
    /// NO_COLOR is set and not empty; always never. The terminal's own colours (terminfo) bound
    /// the rest.
    package func turnsTerminalColourOff(environment: [String: String]) -> Bool {
        switch self {
        case .never: true
        case .always: false
        case .auto: !(environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
