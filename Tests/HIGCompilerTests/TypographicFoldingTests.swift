@testable import HIGCompiler
import Testing

/// `TypographicFolding.folded` reads UTF-8 bytes for speed; it must give what replacing each
/// scalar by `TypographicFolding.ascii(for:)` gives.
@Suite struct TypographicFoldingTests {
    private func scalarByScalar(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = TypographicFolding.ascii(for: scalar.value) {
                result += replacement.description
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func foldsEveryVariantAndNothingElse() {
        let samples = [
            "", "plain ASCII", "Don\u{2019}t \u{201C}quote\u{201D} \u{2014} dash\u{2026}", "\u{2018}\u{201A}\u{201B}\u{2032}\u{2033}\u{201E}\u{201F}",
            "\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015}\u{2212}", "€ → ™ • ‰ ⌘ \u{2016} \u{2020}", "사용하지 마세요\u{2026} \u{2018}설정\u{2019}",
            "「設定」— 使わないでください…", "\u{2026}", "end with dash\u{2013}", "😀\u{2019}😀",
        ]
        for sample in samples {
            #expect(TypographicFolding.folded(sample) == scalarByScalar(sample), "\(sample)")
        }
    }

    @Test func everyScalarInTheThreeByteRangeLedByE2FoldsAsTheScalarRuleSays() {
        for value in UInt32(0x2000)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            #expect(TypographicFolding.folded(text) == scalarByScalar(text), "U+\(String(value, radix: 16))")
        }
    }
}

/// `ExactText` keys compare bytes: equal normalised texts are equal keys, and nothing else is.
@Suite struct ExactTextTests {
    @Test func equalBytesAreEqualKeysWithEqualHashes() {
        let korean = "내비게이션 바를 사용하세요."
        let copy = String(decoding: Array(korean.utf8), as: UTF8.self)
        #expect(ExactText(korean) == ExactText(copy))
        #expect(ExactText(korean).hashValue == ExactText(copy).hashValue)
        #expect(Set([ExactText(korean), ExactText(copy), ExactText("other")]).count == 2)
    }

    @Test func differentBytesAreDifferentKeysEvenWhenCanonicallyEqual() {
        let composed = "한"
        let decomposed = "\u{1112}\u{1161}\u{11AB}"
        #expect(composed == decomposed, "String compares canonical equivalence")
        #expect(ExactText(composed) != ExactText(decomposed), "keys are normalised first; their bytes decide")
        #expect(ExactText("ab") != ExactText("abc"))
    }
}
