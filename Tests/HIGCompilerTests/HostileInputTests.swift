import Foundation
import GuidelineMarkdown
@testable import HIGCompiler
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Input nobody meant to write: broken encodings, pathological Markdown, odd files, hostile
/// directory trees, damaged previous output, and two compiles at once. Every case completes,
/// exits with the documented code and message, and a failure leaves the previous output as it was.
@Suite struct HostileInputTests {
    // MARK: Encodings and line endings

    @Test func invalidUTF8IsReplacedAndReportedWithFileAndLine() throws {
        var bytes = Array("# Title\n\n**Use clear labels.** Fine.\n".utf8)
        bytes += [0x42, 0x61, 0x64, 0x20, 0xC3, 0x28, 0x20, 0xFF, 0x0A] // line 4: "Bad \xC3( \xFF"
        bytes += Array("\nMore text.\n".utf8)
        let decoded = SourceDecoder.decode(bytes, file: "page/page.md")
        #expect(decoded.text.contains("\u{FFFD}"))
        #expect(decoded.text.contains("Use clear labels."))
        #expect(decoded.diagnostics.map(\.description) == ["page/page.md:4: warning: invalid UTF-8 replaced with U+FFFD"])

        try Hostile.withScratch { scratch in
            try Hostile.write(bytes, to: scratch.appendingPathComponent("guidelines/page/page.md"))
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardError.contains("page/page.md:4: warning: invalid UTF-8"))
        }
    }

    @Test func decomposedHangulGivesTheSameCatalogIdsAndHashesAsComposed() throws {
        try Hostile.withScratch { scratch in
            let composed = Hostile.bilingualPage()
            let decomposed = composed.decomposedStringWithCanonicalMapping
            #expect(Array(decomposed.utf8) != Array(composed.utf8), "the fixture must really be NFD")
            try Hostile.write(composed, to: scratch.appendingPathComponent("nfc/modality/page.md"))
            try Hostile.write(decomposed, to: scratch.appendingPathComponent("nfd/modality/page.md"))
            let nfc = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("nfc"), previous: nil)
            let nfd = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("nfd"), previous: nil)
            #expect(nfc.catalog.rules.count == 2)
            #expect(nfc.catalog.rules.allSatisfy { $0.statements["ko"] != nil })
            #expect(nfd.catalog == nfc.catalog)
            #expect(nfd.catalog.rules.map(\.id) == nfc.catalog.rules.map(\.id))
            #expect(nfd.catalog.rules.compactMap { $0.statements["ko"]?.alignedWith } == nfc.catalog.rules.compactMap { $0.statements["ko"]?.alignedWith })
            #expect(try JSONOutput.encode(nfd.catalog) == JSONOutput.encode(nfc.catalog))
        }
    }

    /// Folder names stored decomposed (macOS tools, archives) name the same files as composed
    /// ones: the catalog, stubs and every path in them are byte-identical.
    @Test func decomposedFolderNamesGiveTheSameOutputAsComposed() throws {
        try Hostile.withScratch { scratch in
            for (root, form) in [("nfc", false), ("nfd", true)] {
                for folder in ["버튼", "café", "ボタン"] {
                    let name = form ? folder.decomposedStringWithCanonicalMapping : folder
                    try Hostile.write("# \(folder)\n\n**Use clear labels.** People read them.\n",
                                      to: scratch.appendingPathComponent("\(root)/\(name)/page.md"))
                }
            }
            let nfd = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("nfd"), previous: nil)
            #expect(nfd.catalog.rules.count == 3)
            #expect(nfd.catalog.rules.allSatisfy { rule in
                rule.statements[.english].map { Array($0.source.file.utf8) == Array($0.source.file.precomposedStringWithCanonicalMapping.utf8) } ?? false
            })
            let nfc = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("nfc"), previous: nil)
            #expect(try JSONOutput.encode(nfd.catalog) == JSONOutput.encode(nfc.catalog))
            #expect(SwiftStubRenderer(catalog: nfd.catalog).render() == SwiftStubRenderer(catalog: nfc.catalog).render())
        }
    }

    @Test func crlfAndCrLineEndingsGiveTheSameCatalogAsLf() throws {
        try Hostile.withScratch { scratch in
            let page = Hostile.bilingualPage()
            for (name, ending) in [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")] {
                try Hostile.write(page.replacingOccurrences(of: "\n", with: ending), to: scratch.appendingPathComponent("\(name)/modality/page.md"))
            }
            let lf = try Hostile.catalogJSON(scratch.appendingPathComponent("lf"))
            #expect(lf.contains("\"line\" : 5"), "line numbers are those of the file")
            #expect(try Hostile.catalogJSON(scratch.appendingPathComponent("crlf")) == lf)
            #expect(try Hostile.catalogJSON(scratch.appendingPathComponent("cr")) == lf)
        }
    }

    /// The rewrites made before parsing (front matter, MDX module lines, containers, shortcodes,
    /// `<details>`) read lines: a Windows or classic Mac file must give them the same lines.
    @Test func crlfAndCrLineEndingsKeepWhatTheLineRewritesFind() throws {
        let page = """
        ---
        title: Alerts
        ---
        import Tabs from "@theme/Tabs";

        # Alerts

        **Use alerts sparingly.** Alerts interrupt.

        {{< note >}}
        **Test alerts on every platform.** Platforms differ.
        {{< /note >}}

        ::: tip
        **Keep alert text short.** Short text reads fast.
        :::

        <details>
        <summary>TIP</summary>

        **Offer a cancel button.** People change their minds.

        </details>

        """
        try Hostile.withScratch { scratch in
            for (name, ending) in [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")] {
                try Hostile.write(page.replacingOccurrences(of: "\n", with: ending), to: scratch.appendingPathComponent("\(name)/alerts/en.mdx"))
            }
            let lf = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("lf"), previous: nil)
            #expect(lf.catalog.rules.count == 4, "\(lf.catalog.rules.map(\.id))")
            #expect(lf.catalog.callouts.count == 3, "\(lf.catalog.callouts.map(\.label))")
            let lfJSON = String(decoding: try JSONOutput.encode(lf.catalog), as: UTF8.self)
            #expect(try Hostile.catalogJSON(scratch.appendingPathComponent("crlf")) == lfJSON)
            #expect(try Hostile.catalogJSON(scratch.appendingPathComponent("cr")) == lfJSON)
        }
    }

    @Test func byteOrderMarkIsDroppedBeforeParsing() throws {
        try Hostile.withScratch { scratch in
            let page = "**Use a modal view only when it's essential.** It interrupts people.\n"
            try Hostile.write(Array(page.utf8), to: scratch.appendingPathComponent("plain/modality/page.md"))
            try Hostile.write([0xEF, 0xBB, 0xBF] + Array(page.utf8), to: scratch.appendingPathComponent("bom/modality/page.md"))
            let plain = try Hostile.catalogJSON(scratch.appendingPathComponent("plain"))
            #expect(plain.contains("Use a modal view only when it's essential."), "the statement on line 1 is found")
            #expect(try Hostile.catalogJSON(scratch.appendingPathComponent("bom")) == plain)
        }
    }

    @Test func emptyAndBlankFilesCompileToNothing() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write([], to: scratch.appendingPathComponent("guidelines/empty/page.md"))
            try Hostile.write("\n  \n\t\n", to: scratch.appendingPathComponent("guidelines/blank/page.md"))
            try Hostile.write([0xEF, 0xBB, 0xBF], to: scratch.appendingPathComponent("guidelines/bom-only/page.md"))
            let compilation = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("guidelines"), previous: nil)
            #expect(compilation.catalog.rules.isEmpty)
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out/catalog.json").path))
        }
    }

    // MARK: Size and pathological Markdown

    @Test(.timeLimit(.minutes(15))) func fiftyMegabyteFileCompiles() throws {
        try Hostile.withScratch { scratch in
            // Real-looking sections, repeated: the same statements thousands of times over.
            let section = Hostile.bilingualPage() + "\n" + String(repeating: "Plain explanation with a [link](https://example.com/a) and `code`. ", count: 8) + "\n\n"
            let target = 50 * 1_048_576
            var text = ""
            text.reserveCapacity(target + section.utf8.count)
            while text.utf8.count < target { text += section }
            try Hostile.write(text, to: scratch.appendingPathComponent("guidelines/big/page.md"))
            let compilation = try GuidelineCompiler().compile(guidelines: scratch.appendingPathComponent("guidelines"), previous: nil)
            let copies = target / section.utf8.count
            #expect(compilation.catalog.rules.count >= 2 * copies)
            #expect(Set(compilation.catalog.rules.map(\.id)).count == compilation.catalog.rules.count, "ids stay unique")
        }
    }

    @Test(.timeLimit(.minutes(5))) func hundredThousandNestedBlockQuotesAreFlattenedNotFatal() throws {
        let text = String(repeating: ">", count: 100_000) + " **Use deep quotes sparingly.** deep text\n"
        let document = MarkdownParser.parse(text)
        #expect(document.blocks.count == 1)
        var depth = 0
        var block = document.blocks.first
        while let current = block, current.kind == .blockQuote { depth += 1; block = current.children.first }
        #expect(depth <= MarkdownParser.maximumNestingDepth + 1)
        #expect(block?.inlines.plainText.contains("deep text") == true)
        let compilation = GuidelineCompiler().compile(sources: [(GuidelineSourceFile(relativePath: "deep/page.md"), text)])
        #expect(compilation.catalog.callouts.isEmpty)
    }

    @Test(.timeLimit(.minutes(5))) func fiftyThousandNestedEmphasisMarkersStayText() throws {
        for marker in ["*", "_"] {
            let text = String(repeating: marker, count: 50_000) + "nested words" + String(repeating: marker, count: 50_000) + "\n"
            let document = MarkdownParser.parse(text)
            #expect(document.blocks.count == 1)
            #expect(document.blocks[0].inlines.plainText.contains("nested words"))
            // Half a run that never closes, too.
            let open = String(repeating: marker, count: 50_000) + "never closed\n"
            #expect(MarkdownParser.parse(open).blocks[0].inlines.plainText.contains("never closed"))
            _ = GuidelineCompiler().compile(sources: [(GuidelineSourceFile(relativePath: "emphasis/page.md"), text + "\n" + open)])
        }
    }

    /// Container openers that never close (`:::tip` on every line) are text, read in one pass:
    /// each opener looks its close up instead of reading every line after it.
    @Test(.timeLimit(.minutes(5))) func twoHundredThousandUnclosedContainersStayText() {
        let text = "# Tips\n\n" + String(repeating: ":::tip\n", count: 200_000) + "\n**Use a tip.** It helps.\n\n> :::note\n> inside\n"
        #expect(ContainerDirectives.rewritten(text) == text)
        let compilation = GuidelineCompiler().compile(sources: [(GuidelineSourceFile(relativePath: "tips/page.md"), text)])
        #expect(compilation.catalog.rules.map(\.id) == ["tips/use-tip"])
    }

    @Test func binaryFileNamedMarkdownIsReportedNotFatal() throws {
        try Hostile.withScratch { scratch in
            var generator = SystemRandomNumberGenerator()
            var bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes[10] = 0 // at least one NUL, at least one invalid sequence
            bytes[11] = 0xFF
            try Hostile.write(bytes, to: scratch.appendingPathComponent("guidelines/blob/page.md"))
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardError.contains("blob/page.md:"))
            #expect(outcome.standardError.contains("NUL bytes replaced"))
            let catalog = try String(contentsOf: scratch.appendingPathComponent("out/catalog.json"), encoding: .utf8)
            #expect(catalog.contains("modality/use-modal-view-only-when-essential") || catalog.contains("\"page\" : \"modality\""))
        }
    }

    // MARK: Directory trees

    @Test func symbolicLinksNeverLeaveTheRootOrLoop() throws {
        try Hostile.withScratch { scratch in
            let root = scratch.appendingPathComponent("guidelines")
            try Hostile.write(Hostile.bilingualPage(), to: root.appendingPathComponent("modality/page.md"))
            try Hostile.write("**Leak the secret outside the root.** Never compiled.\n", to: scratch.appendingPathComponent("outside/secret/page.md"))
            let fm = FileManager.default
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("modality/back").path, withDestinationPath: "..")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("escape").path, withDestinationPath: "../outside/secret")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("escape.md").path, withDestinationPath: "../outside/secret/page.md")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("absolute.md").path,
                                      withDestinationPath: scratch.appendingPathComponent("outside/secret/page.md").path)
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("dangling.md").path, withDestinationPath: "nowhere.md")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("self.md").path, withDestinationPath: "self.md")

            let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
            #expect(Set(compilation.catalog.rules.map(\.page)) == ["modality"])
            #expect(!compilation.catalog.rules.contains { $0.primaryStatement.text.contains("secret") })
            let warnings = compilation.diagnostics.map(\.description)
            for name in ["escape", "escape.md", "absolute.md"] {
                #expect(warnings.contains("\(name): warning: symbolic link points outside the guidelines root; skipped"), "\(warnings)")
            }
            #expect(warnings.contains("loop: warning: directory already visited (symbolic link loop); skipped"))
            #expect(warnings.contains("modality/back: warning: directory already visited (symbolic link loop); skipped"))
            #expect(warnings.contains("dangling.md: warning: broken or looping symbolic link; skipped"))
            #expect(warnings.contains("self.md: warning: broken or looping symbolic link; skipped"))

            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch, timeout: 120)
            #expect(!outcome.timedOut)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
    }

    @Test func unreadableSourcesExitTwoNamingThePathAndTouchNothing() throws {
        try Hostile.withScratch { scratch in
            let root = scratch.appendingPathComponent("guidelines")
            try Hostile.write(Hostile.bilingualPage(), to: root.appendingPathComponent("modality/page.md"))
            #expect(try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch).status == 0)
            let before = try Hostile.snapshot(scratch.appendingPathComponent("out"))

            // A FIFO named like a page: reading it would block forever.
            #expect(mkfifo(root.appendingPathComponent("modality/pipe.md").path, 0o644) == 0)
            let fifo = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch, timeout: 60)
            #expect(!fifo.timedOut, "a FIFO must not hang the compile")
            #expect(fifo.status == 2)
            #expect(fifo.standardError.contains("higc: error: guidelines/modality/pipe.md: cannot read: not a regular file (a FIFO)"), "\(fifo.standardError)")
            #expect(Hostile.identical(before, try Hostile.snapshot(scratch.appendingPathComponent("out"))))
            try FileManager.default.removeItem(at: root.appendingPathComponent("modality/pipe.md"))

            // A file nobody may read. Root reads it anyway, so there the case cannot happen.
            let locked = root.appendingPathComponent("modality/ja.md")
            try Hostile.write("**閉じる方法を用意してください。**\n", to: locked)
            chmod(locked.path, 0o000)
            if getuid() == 0 {
                print("◇ chmod 000 is readable by root: the permission case of unreadableSourcesExitTwoNamingThePathAndTouchNothing is covered by the FIFO above")
            } else {
                let denied = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
                #expect(denied.status == 2)
                #expect(denied.standardError.contains("higc: error: guidelines/modality/ja.md: cannot read: permission denied"), "\(denied.standardError)")
                #expect(Hostile.identical(before, try Hostile.snapshot(scratch.appendingPathComponent("out"))))
            }
        }
    }

    @Test func directoryNamedLikeAPageIsAFolderNotAnUnreadableFile() throws {
        try Hostile.withScratch { scratch in
            let root = scratch.appendingPathComponent("guidelines")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("x.md"), withIntermediateDirectories: true)
            try Hostile.write(Hostile.bilingualPage(), to: root.appendingPathComponent("x.md/page.md"))
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
            #expect(Set(compilation.catalog.rules.map(\.page)) == ["x.md"])
        }
    }

    @Test func guidelinesRootThatIsAFileExitsTwo() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write("not a directory\n", to: scratch.appendingPathComponent("guidelines.md"))
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines.md", "--output", "out"], in: scratch)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("guidelines.md: guidelines root is not a directory"), "\(outcome.standardError)")
            #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out").path))
        }
    }

    @Test func twoFoldersWithTheSamePageIdAfterNormalisationExitTwo() throws {
        for (first, second) in [("Toolbars", "toolbars"), ("툴바".precomposedStringWithCanonicalMapping, "툴바".decomposedStringWithCanonicalMapping)] {
            try Hostile.withScratch { scratch in
                try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/\(first)/page.md"))
                try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/\(second)/page.md"))
                let names = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("guidelines").path)
                guard names.count == 2 else {
                    print("◇ this file system folds \(first.debugDescription) and \(second.debugDescription) into one folder; nothing to test")
                    return
                }
                let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
                #expect(outcome.status == 2)
                #expect(outcome.standardError.contains("these files give the same page id"), "\(outcome.standardError)")
                #expect(outcome.standardError.contains("\(first)/page.md") || outcome.standardError.contains("\(second)/page.md"), "\(outcome.standardError)")
                #expect(outcome.standardError.contains(first) && outcome.standardError.contains(second))
            }
        }
    }

    // MARK: Output directories

    @Test func outputThatCannotBeWrittenExitsTwoNamingIt() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            try Hostile.write("a file\n", to: scratch.appendingPathComponent("blocker"))
            // Below a regular file; a regular file itself; a file system that takes no new files.
            for output in ["blocker/out", "blocker", "/proc/higc-hostile-\(getpid())"] {
                let before = try? Data(contentsOf: scratch.appendingPathComponent("blocker"))
                let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", output], in: scratch)
                #expect(outcome.status == 2, "\(output): \(outcome.standardError)")
                #expect(outcome.standardError.contains("cannot write output"), "\(output): \(outcome.standardError)")
                #expect(outcome.standardError.contains(output.hasPrefix("/") ? output : "blocker"), "\(output): \(outcome.standardError)")
                #expect((try? Data(contentsOf: scratch.appendingPathComponent("blocker"))) == before)
                if output.hasPrefix("/proc/") {
                    // The folder the new tree is assembled in is the one that cannot be written.
                    #expect(outcome.standardError.contains("/proc: cannot write output"), "\(outcome.standardError)")
                }
                if output == "blocker/out" {
                    // In the system's words, naming the part of the path that is a file.
                    #expect(outcome.standardError.contains("blocker: cannot write output: not a directory"), "\(outcome.standardError)")
                }
            }
        }
    }

    /// A compile whose output is already current succeeds where nothing can be written (a
    /// read-only checkout): nothing needs writing. A change still fails, naming the folder.
    @Test func anUpToDateOutputInAFolderThatTakesNoFilesIsNoFailure() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            let parent = scratch.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            let arguments = ["compile", "--guidelines", "guidelines", "--output", "locked/out"]
            #expect(try Hostile.run(arguments, in: scratch).status == 0)
            // Immutable: not even root adds a file to it (as a read-only file system refuses).
            func chattr(_ flag: String) -> Bool {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
                process.arguments = [flag, parent.path]
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { return false }
                process.waitUntilExit()
                return process.terminationStatus == 0
            }
            guard chattr("+i") else {
                print("skipped: chattr +i is not available here (needs an ext2/3/4 file system and CAP_LINUX_IMMUTABLE)")
                return
            }
            defer { _ = chattr("-i") }
            let unchanged = try Hostile.run(arguments, in: scratch)
            #expect(unchanged.status == 0, "\(unchanged.standardError)")
            try Hostile.write(Hostile.bilingualPage().replacingOccurrences(of: "3 taps", with: "2 taps"),
                              to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            let changed = try Hostile.run(arguments, in: scratch)
            #expect(changed.status == 2)
            #expect(changed.standardError.contains("locked: cannot write output"), "\(changed.standardError)")
        }
    }

    @Test func failedWriteLeavesThePreviousOutputByteIdentical() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            #expect(try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch).status == 0)
            // A foreign file where the generated Swift folder must go: the new tree cannot be built.
            let swift = scratch.appendingPathComponent("out/Swift")
            try FileManager.default.removeItem(at: swift)
            try Hostile.write("mine\n", to: swift)
            try Hostile.write(Hostile.bilingualPage().replacingOccurrences(of: "essential", with: "necessary"),
                              to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            let before = try Hostile.snapshot(scratch.appendingPathComponent("out"))
            let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("cannot write output"), "\(outcome.standardError)")
            #expect(Hostile.identical(before, try Hostile.snapshot(scratch.appendingPathComponent("out"))))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains("higc-staging") || $0.contains("higc-old") }
            #expect(leftovers.isEmpty, "no staging directory is left behind: \(leftovers)")
        }
    }

    @Test func corruptOrFuturePreviousCatalogIsAnErrorNeverDiscarded() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            #expect(try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch).status == 0)
            let catalog = scratch.appendingPathComponent("out/catalog.json")
            let good = try String(contentsOf: catalog, encoding: .utf8)
            let cases: [(content: String, message: String)] = [
                ("{ \"rules\": [ truncated", "previous catalog is unreadable"),
                ("", "previous catalog is unreadable"),
                ("\u{0}\u{1}binary", "previous catalog is unreadable"),
                ("{ \"schemaVersion\" : 1, \"rules\" : 7 }", "previous catalog is unreadable"),
                ("{ \"schemaVersion\" : 1, \"callouts\" : [], \"rules\" : [ { \"id\" : \"p/r\", \"page\" : \"p\", \"section\" : \"\", "
                    + "\"headingPath\" : [], \"kind\" : \"guideline\", \"statements\" : {} } ] }", "rule 'p/r' has no statements"),
                (good.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99"), "schemaVersion 99 is newer than this higc supports"),
                // Ids are the lock: a bad merge that doubles one, or a hand edit that drops the page.
                (try Hostile.catalog(good, renamingRule: 1, toIdOfRule: 0), "appears twice"),
                (try Hostile.catalog(good, renamingRule: 0, to: "Bad Id With Spaces"), "is not PAGE/slug"),
            ]
            for (content, message) in cases {
                try Hostile.write(content, to: catalog)
                let before = try Hostile.snapshot(scratch.appendingPathComponent("out"))
                let outcome = try Hostile.run(["compile", "--guidelines", "guidelines", "--output", "out"], in: scratch)
                #expect(outcome.status == 2, "\(content.prefix(30)): \(outcome.standardError)")
                #expect(outcome.standardError.contains("out/catalog.json"), "\(outcome.standardError)")
                #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
                #expect(Hostile.identical(before, try Hostile.snapshot(scratch.appendingPathComponent("out"))))
            }
        }
    }

    /// Page folders may be named with spaces ("App Architecture/Launching"): their ids are well
    /// formed, and only a catalog id that is not `PAGE/slug` at all is refused.
    @Test func idsOfPagesInFoldersWithSpacesAreWellFormed() {
        #expect(PreviousCatalogReader.isWellFormedIdentifier("App Architecture/Launching/provide-launch-screen"))
        #expect(PreviousCatalogReader.isWellFormedIdentifier("파일 관리/use-short-names"))
        for bad in ["Bad Id With Spaces", "/slug", "page/", " page/slug", "page/slug\n"] {
            #expect(!PreviousCatalogReader.isWellFormedIdentifier(bad), "\(bad.debugDescription)")
        }
    }

    /// A catalog deleted by hand (to settle a merge conflict) costs the id lock: said, not silent.
    @Test func aDeletedPreviousCatalogIsWarnedAbout() throws {
        try Hostile.withScratch { scratch in
            try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("guidelines/modality/page.md"))
            let arguments = ["compile", "--guidelines", "guidelines", "--output", "out"]
            #expect(try Hostile.run(arguments, in: scratch).standardError.isEmpty)
            try FileManager.default.removeItem(at: scratch.appendingPathComponent("out/catalog.json"))
            let outcome = try Hostile.run(arguments, in: scratch)
            #expect(outcome.status == 0)
            #expect(outcome.standardError.contains("out/catalog.json: warning: the previous catalog is missing"), "\(outcome.standardError)")
            // Written again, the next compile has its lock and nothing to say.
            #expect(try Hostile.run(arguments, in: scratch).standardError.isEmpty)
        }
    }

    @Test(.timeLimit(.minutes(10))) func twoCompilesAtOnceNeverMixTheirOutput() throws {
        try Hostile.withScratch { scratch in
            // Two different corpora, so a mix would show: pages alpha-* versus beta-*, with different
            // statements (identical ones would rightly keep the other corpus's ids as moved rules).
            let beta = """
                **Prefer a popover for a short list of choices.** It keeps the context visible.

                > **선택지가 적을 때는 팝오버를 우선 사용하세요.**

                **Dismiss a popover when people tap outside it.** Never trap them.

                """
            for index in 0..<30 {
                try Hostile.write(Hostile.bilingualPage(), to: scratch.appendingPathComponent("alpha/alpha-\(index)/page.md"))
                try Hostile.write(beta, to: scratch.appendingPathComponent("beta/beta-\(index)/page.md"))
            }
            for round in 0..<3 {
                let output = "out-\(round)"
                var outcomes: [Hostile.Outcome?] = [nil, nil]
                var failures: [Error?] = [nil, nil]
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    do {
                        outcomes[index] = try Hostile.run(["compile", "--guidelines", index == 0 ? "alpha" : "beta", "--output", output], in: scratch)
                    } catch {
                        failures[index] = error
                    }
                }
                #expect(failures.allSatisfy { $0 == nil }, "\(failures)")
                for outcome in outcomes.compactMap({ $0 }) {
                    // One waits for the other; a refusal would have to say why.
                    #expect(outcome.status == 0 || (outcome.status == 2 && outcome.standardError.contains("another higc compile")), "\(outcome.standardError)")
                }
                let directory = scratch.appendingPathComponent(output)
                let files = Set(try FileManager.default.subpathsOfDirectory(atPath: directory.path)
                    .filter { !$0.hasSuffix("Swift") })
                let manifest = try String(contentsOf: directory.appendingPathComponent(OutputWriter.manifestName), encoding: .utf8)
                    .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "\t" }) }
                #expect(Set(manifest + [OutputWriter.manifestName]) == files, "the manifest lists exactly what is there")
                // The second compile reads the first one's catalog as its previous one, so its changelog
                // (changelog.json, the end of alignment.md) may name the other corpus; the rest may not.
                var prefixes: Set<String> = []
                // So may the catalog's retired rules: the other corpus's rules, removed by this compile.
                for path in files where path == "catalog.json" || path == "alignment.json" || path.hasSuffix(".swift") {
                    var text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
                    if path == "catalog.json", let retired = text.range(of: "\"retired\" : ["),
                       let rules = text.range(of: "\"rules\" : [", range: retired.upperBound..<text.endIndex) {
                        text.removeSubrange(retired.lowerBound..<rules.lowerBound)
                    }
                    if text.contains("alpha-") { prefixes.insert("alpha") }
                    if text.contains("beta-") { prefixes.insert("beta") }
                }
                #expect(prefixes.count == 1, "round \(round): the output mixes \(prefixes)")
            }
        }
    }

    // MARK: Fuzz regressions

    /// Inputs the fuzzer (Fuzz/run.sh) found or that drive it into rare paths, kept so they stay fixed.
    @Test func fuzzRegressionInputsCompile() throws {
        let directory = TestPaths.fixtures.appendingPathComponent("Fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
        #expect(!names.isEmpty, "Fixtures/Fuzz holds the regression inputs")
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            // Same layout as Fuzz/HIGCFuzz.swift: a 0x1E byte separates page.md from ja.md.
            var parts = [bytes[...]]
            if let separator = bytes.firstIndex(of: 0x1E) { parts = [bytes[..<separator], bytes[(separator + 1)...]] }
            let sources = zip(["fuzz/page.md", "fuzz/ja.md"], parts).map { name, part in
                (file: GuidelineSourceFile(relativePath: name), text: SourceDecoder.decode(Array(part), file: name).text)
            }
            let first = GuidelineCompiler().compile(sources: sources)
            let second = GuidelineCompiler().compile(sources: sources, previous: first.catalog, previousChangelog: first.changelog)
            #expect(second.catalog.rules.map(\.id) == first.catalog.rules.map(\.id), "\(name)")
            _ = try GeneratedOutput.files(for: first)
        }
    }
}
