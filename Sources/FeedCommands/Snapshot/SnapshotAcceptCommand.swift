/// The command line that accepts one pending snapshot, as a report and a check show it: the
/// folder and the name quoted for a POSIX shell wherever they hold more than plain characters.
package enum SnapshotAcceptCommand {
    /// `feedterm snapshot accept --out OUT NAME`, each part quoted as a shell needs.
    package static func text(out: String, name: String) -> String {
        "feedterm snapshot accept --out \(quoted(out)) \(quoted(name))"
    }

    /// `text` as is when it is letters, digits and `@%+=:,./_-` alone, else in single quotes
    /// (a single quote inside as `'\''`).
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "@%+=:,./_-".unicodeScalars.contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
