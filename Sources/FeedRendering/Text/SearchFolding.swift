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
