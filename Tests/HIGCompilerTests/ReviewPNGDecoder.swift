import Foundation

/// Just enough PNG to judge a browser screenshot: 8-bit RGB or RGBA, non-interlaced (what
/// Chromium writes). Decodes the zlib stream with a small inflate and undoes the scanline
/// filters, so a test can look at pixels rather than trust a file size.
struct ReviewPNGImage {
    var width: Int
    var height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    var channels: Int
    var pixels: [UInt8]

    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodeError(description: "not a PNG file")
        }
        var offset = 8
        var idat: [UInt8] = []
        var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8)?
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw DecodeError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
                header = (be32(body), be32(body + 4), bytes[body + 8], bytes[body + 9], bytes[body + 12])
            case "IDAT":
                idat += bytes[body..<(body + length)]
            default:
                break
            }
            if type == "IEND" { break }
            offset = body + length + 4
        }
        guard let header else { throw DecodeError(description: "no IHDR chunk") }
        guard header.depth == 8, header.colour == 2 || header.colour == 6, header.interlace == 0 else {
            throw DecodeError(description: "unsupported PNG: depth \(header.depth), colour type \(header.colour), interlace \(header.interlace)")
        }
        width = header.width
        height = header.height
        channels = header.colour == 6 ? 4 : 3
        guard idat.count > 6 else { throw DecodeError(description: "no image data") }
        let raw = try Inflate.decompress(Array(idat[2...])) // skip the 2-byte zlib header
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else {
            throw DecodeError(description: "image data too short: \(raw.count) bytes for \(width)×\(height)")
        }
        pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let x = Int(raw[source + column])
                let a = column >= channels ? Int(pixels[target + column - channels]) : 0
                let b = row > 0 ? Int(pixels[target - stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(pixels[target - stride + column - channels]) : 0
                let value: Int
                switch filter {
                case 0: value = x
                case 1: value = x + a
                case 2: value = x + b
                case 3: value = x + (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    value = x + (pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                default: throw DecodeError(description: "bad filter type \(filter) on row \(row)")
                }
                pixels[target + column] = UInt8(truncatingIfNeeded: value)
            }
        }
    }

    /// Colours quantised to 4 bits per channel, with how many pixels have each.
    func colourHistogram() -> [Int: Int] {
        var histogram: [Int: Int] = [:]
        var index = 0
        while index < pixels.count {
            let key = Int(pixels[index] >> 4) << 8 | Int(pixels[index + 1] >> 4) << 4 | Int(pixels[index + 2] >> 4)
            histogram[key, default: 0] += 1
            index += channels
        }
        return histogram
    }

    /// Standard deviation of luma over all pixels (0 for a blank image).
    func lumaDeviation() -> Double {
        var sum = 0.0, squares = 0.0
        var index = 0
        while index < pixels.count {
            let luma = 0.299 * Double(pixels[index]) + 0.587 * Double(pixels[index + 1]) + 0.114 * Double(pixels[index + 2])
            sum += luma
            squares += luma * luma
            index += channels
        }
        let count = Double(width * height)
        let mean = sum / count
        return (max(squares / count - mean * mean, 0)).squareRoot()
    }
}

/// RFC 1951 inflate (stored, fixed and dynamic Huffman blocks), after zlib's `puff.c`.
private struct Inflate {
    private var input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    private struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        init(lengths: [Int]) {
            counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    static func decompress(_ data: [UInt8]) throws -> [UInt8] {
        var inflater = Inflate(input: data)
        try inflater.run()
        return inflater.output
    }

    private init(input: [UInt8]) {
        self.input = input
        output.reserveCapacity(input.count * 8)
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw ReviewPNGImage.DecodeError(description: "deflate stream ended early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw ReviewPNGImage.DecodeError(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func run() throws {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixed.literal, Self.fixed.distance)
            case 2:
                let tables = try dynamicTables()
                try codes(tables.literal, tables.distance)
            default: throw ReviewPNGImage.DecodeError(description: "bad deflate block type")
            }
        } while last == 0
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw ReviewPNGImage.DecodeError(description: "truncated stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw ReviewPNGImage.DecodeError(description: "truncated stored block") }
        output += input[position..<(position + length)]
        position += length
    }

    private static let fixed: (literal: Huffman, distance: Huffman) = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return (Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()

    private mutating func dynamicTables() throws -> (literal: Huffman, distance: Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw ReviewPNGImage.DecodeError(description: "repeat with no length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    private mutating func codes(_ literal: Huffman, _ distance: Huffman) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw ReviewPNGImage.DecodeError(description: "bad length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distance)
                guard distanceSymbol < Self.distanceBase.count else { throw ReviewPNGImage.DecodeError(description: "bad distance symbol") }
                let back = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard back <= output.count else { throw ReviewPNGImage.DecodeError(description: "distance too far back") }
                let start = output.count - back
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
