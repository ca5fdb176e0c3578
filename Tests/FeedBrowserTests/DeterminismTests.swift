import FeedBrowser
import FeedBrowserCore
import FeedFixtures
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// `update` is a function: two equal states fed the same event give equal states and equal
/// effects, whatever came before, hold the same modules and draw the same frame. Checked over
/// random sequences of keys, clicks, the wheel, resizes, and effects answered in any order:
/// loads, the host's answers (not handled, handled, a screen of its own), the kept state and
/// inspect's panel.
struct DeterminismTests {
    /// The bundled shop's documents, each decoded once and handed to both browsers.
    static let shop = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath())

    /// The keys a shopper presses, the characters of the search prompt and the checkout's
    /// answer among them.
    static let keys: [Key] = [
        .up, .down, .left, .right, .pageDown, .pageUp, .home, .end, .tab, .backTab, .enter, .escape, .backspace,
        .character("f"), .character("1"), .character("2"), .character("3"), .character("4"), .character("c"), .character("r"),
        .character("/"), .character("d"), .character("i"), .character("?"), .character("m"), .character("u"),
        .character("+"), .character("-"), .character("x"), .character("o"), .character("y"), .character("q"),
    ]

    /// What the world owes the browser: the effects asked for and not answered yet.
    struct World {
        var random: SplitMix64
        var pending: [Effect] = []
        var results: [String: FeedDecodeResult?] = [:]

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
        }

        /// Keeps the effects that have an answer, to answer later, in any order.
        mutating func take(_ effects: [Effect]) {
            pending += effects.filter(\.hasResult)
        }

        /// The next event: a key, a click, the wheel, a resize, or an effect answered (a load,
        /// the host's answer, the kept state, inspect's panel).
        mutating func next() -> BrowserEvent {
            switch random.next(below: 12) {
            case 0...5:
                return .input(.key(DeterminismTests.keys[random.next(below: DeterminismTests.keys.count)]))
            case 6...8 where !pending.isEmpty:
                return answer(pending.remove(at: random.next(below: pending.count)))
            case 9:
                return .input(.click(x: random.next(below: 80), y: random.next(below: 24)))
            case 10:
                return .input(.wheel(random.next(below: 7) - 3))
            case 11:
                return .input(.resize(width: 20 + random.next(below: 100), height: 6 + random.next(below: 40)))
            default:
                return .tick
            }
        }

        private mutating func answer(_ effect: Effect) -> BrowserEvent {
            switch effect {
            case .load(let request):
                if results[request.path] == nil { results[request.path] = .some(DeterminismTests.shop.load(request.path)) }
                return .loaded(request.id, results[request.path] ?? nil)
            case .perform(let action):
                let answers: [HostAnswer] = [
                    .notHandled, .notHandled, .notHandled, .handled(message: "Done by the host"),
                    .show(HostScreen(title: "The host's", modules: [Module(id: "host", type: "section_header", payload: SectionHeader(header: Header(title: "Shown by the host")))])),
                ]
                return .answered(action, answers[random.next(below: answers.count)])
            case .loadPicture(let request):
                return .pictureLoaded(request.id, problem: nil)
            case .inspect(let request):
                return .inspected(InspectorPanel(title: request.part, lines: ["json", "  {}"]))
            default:
                return .stateLoaded(KeptState())
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func twoEqualBrowsersFedTheSameEventsStayEqual(seed: UInt64) {
        var world = World(seed: seed)
        var first = BrowserState(width: 80, height: 24)
        let environment = BrowserEnvironment.tests
        world.take(first.start())
        var second = first
        for step in 0..<120 {
            let event = world.next()
            let firstEffects = first.update(event, in: environment)
            let secondEffects = second.update(event, in: environment)
            #expect(first == second, "the states parted at step \(step), on \(event)")
            #expect(first.listContents == second.listContents, "the lists' modules parted at step \(step), on \(event)")
            #expect(firstEffects == secondEffects, "the effects parted at step \(step), on \(event)")
            guard first == second, firstEffects == secondEffects else { return }
            world.take(firstEffects)
            if step % 10 == 0 {
                #expect(first.frame(in: environment).buffer == second.frame(in: environment).buffer, "the frames parted at step \(step)")
            }
        }
    }

    /// A state made again from the same events equals the first: nothing but the events decides it.
    @Test func aBrowserMadeAgainFromTheSameEventsIsEqual() {
        func browse() -> (BrowserState, [Effect]) {
            var world = World(seed: 99)
            var browser = BrowserState(width: 60, height: 20)
            var effects = browser.start()
            world.take(effects)
            for _ in 0..<60 {
                effects = browser.update(world.next(), in: .tests)
                world.take(effects)
            }
            return (browser, effects)
        }
        let (first, firstEffects) = browse()
        let (second, secondEffects) = browse()
        #expect(first == second)
        #expect(first.listContents == second.listContents)
        #expect(firstEffects == secondEffects)
    }
}
