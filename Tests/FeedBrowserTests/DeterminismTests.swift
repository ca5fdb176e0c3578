import FeedBrowser
import FeedBrowserCore
import FeedFixtures
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// `update` is a function: two equal states fed the same event give equal states and equal
/// effects, whatever came before, and draw the same frame. Checked over random sequences of
/// keys, clicks, resizes, loads answered in any order and the host's answers.
struct DeterminismTests {
    /// The bundled shop's documents, each decoded once and handed to both browsers.
    static let shop = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath())

    /// The keys a shopper presses, the characters of the search prompt among them.
    static let keys: [Key] = [
        .up, .down, .left, .right, .pageDown, .pageUp, .home, .end, .tab, .backTab, .enter, .escape, .backspace,
        .character("f"), .character("1"), .character("2"), .character("3"), .character("4"), .character("r"),
        .character("/"), .character("d"), .character("?"), .character("m"), .character("u"), .character("+"), .character("-"),
    ]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func twoEqualBrowsersFedTheSameEventsStayEqual(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var results: [String: FeedDecodeResult?] = [:]
        var first = BrowserState(width: 80, height: 24)
        var pending: [LoadRequest] = []
        var performed: [Action] = []
        let environment = BrowserEnvironment.tests
        Self.take(first.start(), into: &pending, &performed)
        var second = first
        for step in 0..<120 {
            let event = Self.event(&random, pending: &pending, performed: &performed, results: &results)
            let firstEffects = first.update(event, in: environment)
            let secondEffects = second.update(event, in: environment)
            #expect(first == second, "the states parted at step \(step), on \(event)")
            #expect(firstEffects == secondEffects, "the effects parted at step \(step), on \(event)")
            guard first == second, firstEffects == secondEffects else { return }
            Self.take(firstEffects, into: &pending, &performed)
            if step % 10 == 0 {
                #expect(first.frame(in: environment).buffer == second.frame(in: environment).buffer, "the frames parted at step \(step)")
            }
        }
    }

    /// A state made again from the same events equals the first: nothing but the events decides it.
    @Test func aBrowserMadeAgainFromTheSameEventsIsEqual() {
        func browse() -> (BrowserState, [Effect]) {
            var random = SplitMix64(seed: 99)
            var results: [String: FeedDecodeResult?] = [:]
            var browser = BrowserState(width: 60, height: 20)
            var pending: [LoadRequest] = []
            var performed: [Action] = []
            var effects = browser.start()
            Self.take(effects, into: &pending, &performed)
            for _ in 0..<60 {
                effects = browser.update(Self.event(&random, pending: &pending, performed: &performed, results: &results), in: .tests)
                Self.take(effects, into: &pending, &performed)
            }
            return (browser, effects)
        }
        let (first, firstEffects) = browse()
        let (second, secondEffects) = browse()
        #expect(first == second)
        #expect(firstEffects == secondEffects)
    }

    /// The next event: a key, a click, the wheel, a resize, a pending load answered, or the
    /// host's answer to an action it was asked to perform.
    private static func event(_ random: inout SplitMix64, pending: inout [LoadRequest], performed: inout [Action], results: inout [String: FeedDecodeResult?]) -> BrowserEvent {
        switch random.next(below: 12) {
        case 0...5:
            return .input(.key(keys[random.next(below: keys.count)]))
        case 6 where !pending.isEmpty, 7 where !pending.isEmpty, 8 where !pending.isEmpty:
            let request = pending.remove(at: random.next(below: pending.count))
            if results[request.path] == nil { results[request.path] = .some(shop.load(request.path)) }
            return .loaded(request.id, results[request.path] ?? nil)
        case 9 where !performed.isEmpty:
            return .answered(performed.removeFirst(), .notHandled)
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

    /// Keeps the loads and actions that `effects` ask for, to answer later.
    private static func take(_ effects: [Effect], into pending: inout [LoadRequest], _ performed: inout [Action]) {
        for effect in effects {
            switch effect {
            case .load(let request): pending.append(request)
            case .perform(let action): performed.append(action)
            default: break
            }
        }
    }
}
