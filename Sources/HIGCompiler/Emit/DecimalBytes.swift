extension Array where Element == UInt8 {
    /// The decimal digits of `value` (with a leading `-` when negative), exactly as `String(value)`
    /// spells them, without building that string.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(0x2D) } // -
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(0x30 + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }
}
