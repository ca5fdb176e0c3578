import FeedBrowser
import FeedModel
import Testing

/// The browser shows each reader's cohort only what its `requires` allow.
struct CohortBrowseTests {
    /// The bundled layouts, read by `decoder`.
    static func layouts(_ decoder: FeedDecoder) -> DirectorySource {
        DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath(), decoder: decoder)
    }

    @Test(arguments: MemorySource.decoders)
    func aFlaggedModuleShowsOnlyToReadersWithTheFlag(_ decoder: FeedDecoder) {
        let plain = Harness(source: Self.layouts(decoder), height: 60)
        #expect(!plain.screenText.contains("Members' week"))
        let member = Harness(source: Self.layouts(decoder), height: 60, cohort: Cohort(flags: ["members_week"]))
        #expect(member.screenText.contains("Members' week"))
    }

    @Test(arguments: MemorySource.decoders)
    func hiddenModulesAreOneLineEachWhenAsked(_ decoder: FeedDecoder) {
        let harness = Harness(source: Self.layouts(decoder), height: 60, showsHidden: true)
        #expect(harness.screenText.contains("hidden: hero_banner \"hero-members\" needs flag members_week"))
        #expect(!harness.screenText.contains("Members' week: an extra"))
    }
}
