import FeedBrowser
@testable import FeedBrowserCore
import FeedInput
import FeedModel
import Foundation
import Testing

/// The browser draws at its environment's clock, never the machine's: a coupon is drawn as
/// expired exactly when that clock has passed its `expires_at`.
struct BrowserClockTests {
    static let deals = MemorySource(files: [
        "home.json": #"{"modules": [{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [{"title_text": "10% off", "expires_at": "2030-01-01T00:00:00Z", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "TEN"}}}]}}]}"#,
        "deals.json": "[]",
    ])

    static func screen(at date: String) throws -> String {
        let moment = try #require(ISO8601Date.parse(date))
        let environment = BrowserEnvironment(sourceName: "test", theme: .mono, clock: { moment })
        var browser = BrowserState(width: 60, height: 20)
        for case .load(let request) in browser.start() where request.path == "home.json" {
            _ = browser.update(.loaded(request.id, Self.deals.load("home.json")), in: environment)
        }
        let buffer = browser.frame(in: environment).buffer
        return (0..<buffer.height).map(buffer.line).joined(separator: "\n")
    }

    @Test func aCouponIsDrawnAsExpiredOnlyOnceTheEnvironmentsClockHasPassedIt() throws {
        let before = try Self.screen(at: "2029-12-31T23:59:59Z")
        #expect(before.contains("Ends ") && !before.contains("Expired"))
        #expect(try Self.screen(at: "2030-01-01T00:00:01Z").contains("Expired"))
    }
}
