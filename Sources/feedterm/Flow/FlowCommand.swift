import ArgumentParser
import FeedCommands

/// `feedterm flow run` and `from-cast`: flows run and checked, and flows made from what a
/// shopper did.
struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Run flow files, or make them: a shopper's steps and what they expect.",
        discussion: """
            A flow file drives the browser through steps (keys, text, elements found by their \
            text), expectations and checkpoints. run checks its expectations; 'feedterm snapshot \
            record' and 'check' take flow files beside layouts; 'feedterm validate' checks them. \
            from-cast makes one of a recording made with 'feedterm browse --record'.
            """,
        subcommands: [FlowRunCommand.self, FlowFromCast.self]
    )
}
