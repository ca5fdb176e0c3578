// Foundation for folding alone (Unicode's case, diacritic and width tables): nothing that reads
// a file, the process or the clock is used here, which check-core-purity.sh sees to.
import Foundation

/// Text as search compares it: case, diacritics and width folded away, so "creme" finds
/// "Crème" and "ＡＢＣ" finds "abc". Here, beside the other text rules, so that the browser's
/// core, which imports no Foundation that formats or folds, can search.
public enum SearchFolding {
    /// `text` folded for comparing.
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
