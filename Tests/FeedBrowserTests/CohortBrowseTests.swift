import FeedBrowser
import FeedModel
import Testing

/// The browser shows each reader's cohort only what its `requires` allow.
struct CohortBrowseTests {
    @Test func aFlaggedModuleShowsOnlyToReadersWithTheFlag() {
        let plain = Harness(height: 60)
        #expect(!plain.screenText.contains("Members' week"))
        let member = Harness(height: 60, cohort: Cohort(flags: ["members_week"]))
        #expect(member.screenText.contains("Members' week"))
    }

    @Test func hiddenModulesAreOneLineEachWhenAsked() {
        let harness = Harness(height: 60, showsHidden: true)
        #expect(harness.screenText.contains("hidden: hero_banner \"hero-members\" needs flag members_week"))
        #expect(!harness.screenText.contains("Members' week: an extra"))
    }
}
