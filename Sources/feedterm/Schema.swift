import ArgumentParser
import FeedModel

/// `feedterm schema`: prints the JSON Schema of the layout format, for editors and CI.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of layout format \(FeedtermVersion.layoutFormat).",
        discussion: """
            It is made from the decoder's own definitions, so it knows exactly the fields \
            feedterm reads. Save it and point an editor at it with "$schema", or check files \
            with any JSON Schema validator. The schema is stricter than validate in one way: \
            an optional field of the wrong type is an error to it, and a warning to validate.
            """
    )

    func run() throws {
        print(FormatSchema.text())
    }
}
