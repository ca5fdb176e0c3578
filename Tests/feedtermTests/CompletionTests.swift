import Foundation
import Testing

/// Shell completion as a user gets it: paths for files and sources, names for themes.
struct CompletionTests {
    /// What bash offers for the last word of `line`, with feedterm's bash script loaded, in
    /// the repository's root.
    static func bashCompletions(_ line: String) throws -> [String] {
        let script = try FeedtermProcess.run(["--generate-completion-script", "bash"])
        let file = try FeedtermProcess.temporaryFile(script.stdout, name: "feedterm.bash")
        let driver = #"""
            shopt -s extglob
            source "$1"
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$2"
            [[ "$2" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _feedterm "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\n' "${COMPREPLY[@]}"
            """#
        let output = try ChildProcess.run("/bin/bash", ["--norc", "--noprofile", "-c", driver, "bash", file, line], directory: FeedtermProcess.root.path)
        return output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.sorted()
    }

    @Test func bashCompletesLayoutFilesFoldersAndThemes() throws {
        #expect(try Self.bashCompletions("feedterm preview lay") == ["layouts"])
        #expect(try Self.bashCompletions("feedterm preview layouts/modules/dea") == ["layouts/modules/deals_for_you.json"])
        #expect(try Self.bashCompletions("feedterm validate layouts/home.") == ["layouts/home.json"])
        #expect(try Self.bashCompletions("feedterm browse lay") == ["layouts"])
        #expect(try Self.bashCompletions("feedterm preview x --theme ") == ["high-contrast", "mono", "shop"])
        #expect(try Self.bashCompletions("feedterm validate x --format s") == ["sarif"])
    }

    @Test(arguments: ["zsh", "fish"])
    func zshAndFishScriptsCompleteTheSame(shell: String) throws {
        let script = try FeedtermProcess.run(["--generate-completion-script", shell]).stdout
        #expect(script.contains("json"), "layout files by their extension")
        #expect(script.contains("high-contrast") && script.contains("mono"), "theme names")
        #expect(script.contains(shell == "zsh" ? "_files -/" : "__fish_complete_directories"), "directories for a source")
    }
}
