import FeedModel
import Testing

/// `requires` on a module, and which cohorts see it (the layout format's cohorts).
struct CohortTests {
    static let feed = """
        {"modules": [
          {"type": "section_header", "id": "all", "section_header": {"title": "Everyone"}},
          {"type": "section_header", "id": "winter", "requires": {"flags": ["winter_sale"]}, "section_header": {"title": "Winter"}},
          {"type": "section_header", "id": "b", "requires": {"experiments": {"home_hero": "B"}}, "section_header": {"title": "Variant B"}},
          {"type": "section_header", "id": "new", "requires": {"min_version": "2.3.0"}, "section_header": {"title": "New clients"}}
        ]}
        """

    @Test func requiresIsDecodedWithEachOfItsParts() throws {
        let modules = decode(Self.feed).modules
        #expect(modules[1].requires == Requirements(flags: ["winter_sale"]))
        #expect(modules[2].requires == Requirements(experiments: ["home_hero": "B"]))
        #expect(modules[3].requires?.minVersion == ClientVersion("2.3"))
        #expect(modules[0].requires == nil)
    }

    /// A gate fails closed: a requires that cannot be read is an error and hides the module
    /// from every cohort, as an embargoed banner must never leak through a typo.
    @Test(arguments: [
        #"{"flags": "winter_sale"}"#, #"{"flags": [1]}"#, #"{"experiments": {"home_hero": 2}}"#, #"{"min_version": "2.x"}"#, #"[]"#,
        #"{"min_verison": "4.2.0"}"#, "null", #"{"flags": ["a"], "cohort": "b"}"#,
    ])
    func aRequiresThatCannotBeReadHidesTheModuleFromEveryone(requires: String) throws {
        let result = decode(#"{"type": "section_header", "requires": \#(requires), "section_header": {"title": "T"}}"#)
        #expect(result.diagnostics.map(\.code) == [.unreadableRequires])
        #expect(summary(result).first?.hasPrefix("error $.requires") == true)
        let module = try #require(result.modules.first)
        #expect(module.requires?.unreadableReason != nil)
        let everyone = [Cohort(), Cohort(flags: ["a", "winter_sale"], experiments: ["home_hero": "2"], clientVersion: ClientVersion("99"))]
        for cohort in everyone {
            #expect(cohort.hidingCondition(of: module.requires) == "its requires cannot be read")
        }
        #expect(CohortTable(modules: [module]).hiddenFromEveryone == 1)
    }

    @Test func anUnknownKeyInRequiresSuggestsTheKnownOne() {
        let result = decode(#"{"type": "section_header", "requires": {"min_verison": "4.2.0"}, "section_header": {"title": "T"}}"#)
        #expect(result.diagnostics.map(\.path) == ["$.requires.min_verison"])
        #expect(result.diagnostics.first?.message.hasPrefix("unknown key 'min_verison' in requires (did you mean 'min_version'?)") == true)
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 41))
    }

    @Test func withoutFlagsANewUserOnTheLatestClientSeesModulesWithoutFlagsOrExperiments() {
        let visible = Cohort().visible(decode(Self.feed).modules)
        #expect(visible.compactMap(\.id) == ["all", "new"])
    }

    @Test func eachConditionHidesTheModuleAndSaysWhich() {
        let modules = decode(Self.feed).modules
        let old = Cohort(clientVersion: ClientVersion("2.2.9"))
        #expect(old.hidingCondition(of: modules[3].requires) == "needs client 2.3.0 or later")
        #expect(Cohort(clientVersion: ClientVersion("2.3")).hidingCondition(of: modules[3].requires) == nil)
        #expect(Cohort().hidingCondition(of: modules[1].requires) == "needs flag winter_sale")
        #expect(Cohort(experiments: ["home_hero": "A"]).hidingCondition(of: modules[2].requires) == "needs experiment home_hero=B")
        let everything = Cohort(flags: ["winter_sale"], experiments: ["home_hero": "B"], clientVersion: ClientVersion("10"))
        #expect(everything.visible(modules).count == 4)
    }

    @Test func hiddenModulesCanBeKeptAsLinesThatSayWhy() {
        let shown = Cohort().visible(decode(Self.feed).modules, showingHidden: true)
        #expect(shown.map(\.type) == ["section_header", HiddenModule.typeName, HiddenModule.typeName, "section_header"])
        #expect((shown[1].payload as? HiddenModule)?.reason == "needs flag winter_sale")
        #expect(shown[2].position == 2)
    }

    @Test func versionsCompareNumberByNumber() {
        #expect(ClientVersion("2.10.0")! > ClientVersion("2.9.9")!)
        #expect(ClientVersion("2.3")! == ClientVersion("2.3.0")!)
        #expect(ClientVersion("") == nil && ClientVersion("1..2") == nil && ClientVersion("-1") == nil && ClientVersion("v2") == nil)
    }

    @Test func theCohortTableCountsWhatEachCombinationSees() {
        let table = CohortTable(modules: decode(Self.feed).modules)
        #expect(table.flags == ["winter_sale"])
        #expect(table.experiments.map(\.name) == ["home_hero"])
        #expect(table.combinationCount == 2 * 2 * 2)
        let counts = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.label, $0.moduleCount) })
        #expect(counts["client < 2.3.0"] == 1)
        #expect(counts["winter_sale, home_hero=B, client ≥ 2.3.0"] == 4)
    }

    @Test func anExperimentVariantThatSeesNothingShowsAsAnEmptyRow() {
        let gated = { (variant: String) in Module(type: "section_header", payload: SectionHeader(header: Header(title: "T")), requires: Requirements(experiments: ["hero": variant])) }
        let table = CohortTable(modules: [gated("A"), gated("A"), gated("B")])
        #expect(table.rows.map(\.moduleCount) == [0, 2, 1])
    }
}
