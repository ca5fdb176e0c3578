import Foundation
import Testing

/// `--flag`, `--experiment`, `--client-version` and `--show-hidden` on preview, and
/// `validate --cohorts`, on the bundled Home feed.
struct CohortCommandTests {
    static let home = "layouts/home.json"

    @Test func previewShowsAFlaggedModuleOnlyWithItsFlag() throws {
        let plain = try FeedtermProcess.run(["preview", Self.home, "--width", "60"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("Members' week"))
        let member = try FeedtermProcess.run(["preview", Self.home, "--width", "60", "--flag", "members_week"])
        #expect(member.stdout.contains("Members' week"))
    }

    @Test func previewDrawsHiddenModulesAsOneLineThatSaysWhy() throws {
        let output = try FeedtermProcess.run(["preview", Self.home, "--width", "80", "--show-hidden", "--client-version", "2.0", "--flag", "gift_wrap"])
        #expect(output.stdout.contains("⊘ hidden: promo_banner \"promo-shipping-b\" needs experiment shipping_promo=B"))
        #expect(output.stdout.contains("⊘ hidden: section_header \"gift-wrap\" needs client 2.3.0 or later"))
    }

    @Test(arguments: [["--experiment", "home_hero"], ["--experiment", "=B"], ["--client-version", "two"]])
    func badCohortFlagsAreUsageErrors(arguments: [String]) throws {
        let output = try FeedtermProcess.run(["preview", Self.home] + arguments)
        #expect(output.status == 2)
        #expect(output.stderr.contains("Error:"))
    }

    @Test func validateListsTheCohortsAndMarksAnEmptyScreen() throws {
        let onlyB = try FeedtermProcess.temporaryFile("""
            {"modules": [{"type": "section_header", "requires": {"experiments": {"hero": "B"}}, "section_header": {"title": "B only"}}]}
            """)
        let output = try FeedtermProcess.run(["validate", "--cohorts", Self.home, onlyB])
        #expect(output.status == 0)
        #expect(output.stdout.contains("layouts/home.json: 16 cohorts, by flags gift_wrap, members_week; experiment shipping_promo (B); min_version 2.3.0"))
        #expect(output.stdout.contains("13 modules gift_wrap, members_week, shipping_promo=B, client ≥ 2.3.0"))
        #expect(output.stdout.contains("0 modules no flags   <- sees an empty screen"))
        #expect(output.stdout.contains("1 module  hero=B"))
    }
}

/// A gate that cannot be read fails closed alike in validate, --cohorts and preview.
struct UnreadableGateCommandTests {
    static let leak = """
        {"modules": [
          {"type": "hero_banner", "id": "winter", "requires": {"min_verison": "4.2.0"}, "hero_banner": {"title": "Embargoed sale"}},
          {"type": "section_header", "section_header": {"title": "Everyone"}}]}
        """

    @Test func validatePreviewAndCohortsAgreeThatNoOneSeesIt() throws {
        let file = try FeedtermProcess.temporaryFile(Self.leak)
        let validate = try FeedtermProcess.run(["validate", file])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains(":2:56: error: $.modules[0].requires.min_verison: unknown key 'min_verison' in requires (did you mean 'min_version'?)"))
        let cohorts = try FeedtermProcess.run(["validate", "--cohorts", file])
        #expect(cohorts.stdout.contains(": 1 cohort: no module has readable requires; everyone sees 1 module\n  1 module hidden from every cohort: its requires cannot be read"))
        for arguments in [[], ["--client-version", "9.9.9"], ["--flag", "winter"]] {
            let preview = try FeedtermProcess.run(["preview", file, "--width", "60"] + arguments)
            #expect(!preview.stdout.contains("Embargoed"))
            #expect(preview.stdout.contains("Everyone"))
        }
        let shown = try FeedtermProcess.run(["preview", file, "--width", "80", "--show-hidden"])
        #expect(shown.stdout.contains("⊘ hidden: hero_banner \"winter\" its requires cannot be read"))
    }
}

/// A document that tells more cohorts apart than a count holds says so in words.
struct UncountedCohortsTests {
    @Test func sixtyThreeFlagsAreMoreThanNineQuintillionCohorts() throws {
        let modules = (0..<63).map { #"{"type": "section_header", "requires": {"flags": ["f\#($0)"]}, "section_header": {"title": "T"}}"# }
        let file = try FeedtermProcess.temporaryFile(#"{"modules": [\#(modules.joined(separator: ","))]}"#)
        let output = try FeedtermProcess.run(["validate", "--cohorts", file])
        #expect(output.stdout.contains(": more than nine quintillion cohorts, by flags f0, f1"), "\(output.stdout.prefix(300))")
        #expect(output.stdout.contains("  … and more than nine quintillion more cohorts, not listed"))
        #expect(!output.stdout.contains("922337203685477"), "no number too long to read")
    }
}
