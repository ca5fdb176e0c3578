import FeedModel
import Foundation

/// One listing shown alike everywhere in a source (FT324): the shopper sees its card on Home,
/// then its own screen, and the cart charges the price shown where it was added.
extension SourceCheck {
    /// The most documents of a source read for the places a listing is shown: a larger
    /// folder is checked among its first ones, in name order.
    static let maxListingDocuments = 5_000

    /// Each card of `path` whose listing another place of the source shows with another price
    /// or title (`ListingAgreement`).
    func listingsShownOtherwise(in path: String) -> [Diagnostic] {
        let cards = references(of: path).filter { $0.kind == .listing }
        guard !cards.isEmpty else { return [] }
        return gatheredListings().disagreements(of: cards, in: path)
    }

    /// Every card of every document of the source, read once: the documents already decoded,
    /// and the source's other `*.json` files (not the project's configs).
    private func gatheredListings() -> ListingAgreement {
        if let known = listingAgreement { return known }
        var agreement = ListingAgreement()
        for document in sourceDocuments() {
            agreement.add(references(of: document), of: document)
        }
        listingAgreement = agreement
        return agreement
    }

    /// The paths in the source of its regular `*.json` files, hidden folders and the project's
    /// configs left out, in name order, at most `maxListingDocuments`.
    private func sourceDocuments() -> [String] {
        let configs: Set<String> = ["feedterm.json", "feedterm-snapshots.json"]
        // Walked from where a symbolic link to the folder (the repository's layouts/) leads.
        let folder = root.resolvingSymlinksInPath()
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        var found: [String] = []
        for case let url as URL in walk where url.pathExtension == "json" && !configs.contains(url.lastPathComponent) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            guard url.path.hasPrefix(prefix) else { continue }
            found.append(String(url.path.dropFirst(prefix.count)))
            if found.count >= Self.maxListingDocuments * 2 { break }
        }
        return Array(found.sorted().prefix(Self.maxListingDocuments))
    }
}
