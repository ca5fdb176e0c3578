import ArgumentParser
import FeedCommands
import FeedFlows
import FeedModel

/// `feedterm schema`: prints the JSON Schema of the layout format, for editors and CI.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of layout format \(FeedtermVersion.layoutFormat).",
        discussion: """
            It is made from the decoder's own definitions, so it knows exactly the fields \
            feedterm reads. Save it and point an editor at it with "$schema", or check files \
            with any JSON Schema validator. It knows the module and action types of the project's \
            feedterm.json. The schema is stricter than validate in one way: an optional field of \
            the wrong type is an error to it, and a warning to validate. --strict refuses unknown \
            keys and types too, as validate --strict does.
            """
    )

    @Flag(help: "Refuse keys and types the format does not define (additionalProperties: false), as validate --strict does.")
    var strict = false

    @Flag(help: "Print the schema of the project config, feedterm.json, instead of the layout format's.")
    var config = false

    @Flag(help: "Print the schema of flow files (steps, expectations, checkpoints) instead of the layout format's.")
    var flow = false

    func validate() throws {
        if strict && (config || flow) || config && flow {
            throw ValidationError("Choose one of --config and --flow; --strict is for the layout schema (the others are always strict).")
        }
    }

    func run() throws {
        if config || flow {
            print(config ? ConfigSchema.text() : FlowSchema.text())
            return
        }
        // The project's feedterm.json, from the current directory up (--config names this
        // command's other schema, so the file is found, not named).
        let loaded = try ConfigOptions.parse([]).load()
        loaded.printWarnings()
        print(FormatSchema.text(moduleTypes: loaded.config.moduleTypes(), strict: strict))
    }
}
