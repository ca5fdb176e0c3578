import FeedPictures
import Testing

/// Pixels scaled for a terminal that draws them: by area when smaller (a pixel covered in part
/// counts in part), bilinearly when larger, and with transparency lending no colour.
struct ResamplingTests {
    /// A row of grey pixels, opaque unless `alpha` says otherwise.
    static func row(_ greys: [UInt8], alpha: [UInt8]? = nil) -> Pixels {
        Pixels(width: greys.count, height: 1, rgba: greys.enumerated().flatMap { index, grey in [grey, grey, grey, alpha?[index] ?? 255] })
    }

    static func greys(_ pixels: Pixels) -> [UInt8] {
        stride(from: 0, to: pixels.rgba.count, by: 4).map { pixels.rgba[$0] }
    }

    @Test func smallerIsTheMeanOfTheAreaEachNewPixelCovers() {
        // Three pixels into two: each new one covers one and a half, the middle one in half.
        let scaled = Self.row([0, 255, 0]).scaled(toFit: 2, 1)
        #expect(scaled.width == 2 && scaled.height == 1)
        #expect(Self.greys(scaled) == [85, 85], "(0 + 255 / 2) / 1.5, not one pixel or the other")
    }

    @Test func largerIsInterpolatedBetweenTheNearestPixels() {
        let scaled = Self.row([0, 255]).scaled(toFit: 4, 2)
        #expect(scaled.width == 4 && scaled.height == 2)
        #expect(Self.greys(scaled) == [0, 64, 191, 255, 0, 64, 191, 255], "a ramp, not two blocks of two")
    }

    @Test func aTransparentPixelLendsNoColour() {
        // White beside a transparent black: the mean is white, half covered.
        let scaled = Self.row([255, 0], alpha: [255, 0]).scaled(toFit: 1, 1)
        #expect(scaled.rgba == [255, 255, 255, 128])
    }

    @Test func theAspectIsKeptAndTheSameSizeIsTheSamePixels() {
        let photo = Pixels(width: 192, height: 128, rgba: (0..<192 * 128 * 4).map { UInt8($0 % 251) })
        let fitted = photo.scaled(toFit: 144, 114)
        #expect(fitted.width == 144 && fitted.height == 96)
        #expect(photo.scaled(toFit: 192, 300) == photo)
    }
}
