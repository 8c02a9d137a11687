import Foundation
import Testing

/// The screenshot checks are only as good as the PNG decoder under them.
@Suite struct ReviewPNGDecoderTests {
    /// A 4×5 RGB image, one row per PNG filter type, in stored (uncompressed) deflate blocks.
    private func png(width: Int, rows: [(filter: UInt8, pixels: [UInt8])]) -> Data {
        func be32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(body.count) + Array(type.utf8) + body + [0, 0, 0, 0] }
        // Filter each row the way an encoder would, so the decoder has to undo it.
        var raw: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: width * 3)
        for row in rows {
            raw.append(row.filter)
            for (index, value) in row.pixels.enumerated() {
                let a = index >= 3 ? Int(row.pixels[index - 3]) : 0, b = Int(previous[index]), c = index >= 3 ? Int(previous[index - 3]) : 0
                let predictor: Int
                switch row.filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                raw.append(UInt8(truncatingIfNeeded: Int(value) - predictor))
            }
            previous = row.pixels
        }
        // zlib header, two stored blocks (the split tests block chaining), no checksum check.
        let half = raw.count / 2
        var zlib: [UInt8] = [0x78, 0x01]
        for (index, part) in [Array(raw[..<half]), Array(raw[half...])].enumerated() {
            zlib.append(index == 1 ? 1 : 0)
            zlib += [UInt8(part.count & 0xFF), UInt8(part.count >> 8), UInt8(~part.count & 0xFF), UInt8((~part.count >> 8) & 0xFF)]
            zlib += part
        }
        zlib += [0, 0, 0, 0]
        let header = be32(width) + be32(rows.count) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    @Test func undoesEveryScanlineFilter() throws {
        var rows: [(filter: UInt8, pixels: [UInt8])] = []
        for filter in 0..<5 {
            var pixels: [UInt8] = []
            for index in 0..<12 { pixels.append(UInt8(truncatingIfNeeded: 17 * index + 41 * filter + 3)) }
            rows.append((UInt8(filter), pixels))
        }
        let image = try ReviewPNGImage(data: png(width: 4, rows: rows))
        #expect(image.width == 4 && image.height == 5 && image.channels == 3)
        #expect(image.pixels == rows.flatMap(\.pixels))
    }

    @Test func measuresColoursAndContrast() throws {
        let flat = try ReviewPNGImage(data: png(width: 2, rows: [(0, [200, 200, 200, 200, 200, 200]), (2, [200, 200, 200, 200, 200, 200])]))
        #expect(flat.colourHistogram().count == 1)
        #expect(flat.lumaDeviation() == 0)
        let contrast = try ReviewPNGImage(data: png(width: 2, rows: [(0, [0, 0, 0, 255, 255, 255]), (1, [255, 0, 0, 0, 0, 255])]))
        #expect(contrast.colourHistogram().count == 4)
        #expect(contrast.lumaDeviation() > 50)
    }

    @Test func rejectsWhatIsNotAPNG() {
        #expect(throws: ReviewPNGImage.DecodeError.self) { try ReviewPNGImage(data: Data("GIF89a".utf8)) }
    }
}
