import ArgumentParser
import FeedCommands

/// `feedterm flow from-cast`: flows made from what a shopper did.
struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Make flow files: a shopper's steps that snapshot record and check run.",
        discussion: """
            A flow file drives the browser through keys and checkpoints; 'feedterm snapshot record' \
            and 'check' take flow files beside layouts, and 'feedterm validate' checks them. \
            from-cast makes one of a recording made with 'feedterm browse --record'.
            """,
        subcommands: [FlowFromCast.self]
    )
}
