// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "higc",
    products: [
        .executable(name: "higc", targets: ["higc"]),
        .executable(name: "higlint", targets: ["higlint"]),
        .library(name: "HIGCompiler", targets: ["HIGCompiler"]),
        .library(name: "HIGRules", targets: ["HIGRules"]),
        .plugin(name: "HIGCompilePlugin", targets: ["HIGCompilePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The only module that touches cmark: returns Swift blocks with source positions.
        .target(name: "GuidelineMarkdown", dependencies: ["CCmark"]),
        // What both command-line tools read the same way: BCP 47 language tags, "did you mean …?".
        .target(name: "HIGConventions"),
        // parse → extract → align → identify → check → emit
        .target(
            name: "HIGCompiler",
            dependencies: [
                "GuidelineMarkdown",
                "HIGConventions",
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Resources/Lexicons"), .copy("Resources/Romanization"), .copy("Resources/Layout"), .copy("Resources/Swift")]
        ),
        // Runtime protocol the generated rule stubs conform to.
        .target(name: "HIGRules"),
        // The Swift that `higc compile` generates: compiled here so a generator bug breaks the build.
        .target(name: "HIGGeneratedRules", dependencies: ["HIGRules"], path: "Generated/Swift"),
        // swift-syntax rule implementations, one per file, bound to catalog rules by id.
        .target(
            name: "HIGLint",
            dependencies: [
                "HIGConventions",
                "HIGRules",
                "HIGGeneratedRules",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "higlint",
            dependencies: [
                "HIGLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release higc-bench`: higc against the cmark CLI on a scaled real corpus.
        .executableTarget(name: "higc-bench", dependencies: ["HIGCompiler"], path: "Benchmarks/higc-bench"),
        // The benchmark's launcher (C, ~1 MB resident), so wait4's ru_maxrss is the child's own.
        .executableTarget(name: "higc-bench-spawn", path: "Benchmarks/higc-bench-spawn"),
        // `swift run -c release higlint-bench`: higlint over generated UIKit sources, in files per second.
        .executableTarget(name: "higlint-bench", dependencies: ["HIGLint"], path: "Benchmarks/higlint-bench"),
        // `Fuzz/run.sh SECONDS`: libFuzzer over parse → extract → align (built with -DHIGC_FUZZ);
        // an ordinary build makes it a replay tool, `higc-fuzz FILE…`.
        .executableTarget(name: "higc-fuzz", dependencies: ["HIGCompiler"], path: "Fuzz", exclude: ["run.sh"]),
        .executableTarget(
            name: "higc",
            dependencies: [
                "HIGCompiler",
                "HIGConventions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package --allow-writing-to-package-directory higc-compile`: regenerate the committed output.
        .plugin(
            name: "HIGCompilePlugin",
            capability: .command(
                intent: .custom(verb: "higc-compile", description: "Compile guideline Markdown into the rule catalog, drift report, review page and Swift stubs"),
                permissions: [.writeToPackageDirectory(reason: "higc writes the generated catalog, reports and Swift stubs into the package")]
            ),
            dependencies: ["higc"]
        ),
        .testTarget(
            name: "GuidelineMarkdownTests",
            dependencies: ["GuidelineMarkdown"]
        ),
        .testTarget(
            name: "HIGCompilerTests",
            dependencies: ["HIGCompiler", "HIGConventions"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "HIGGeneratedRulesTests",
            dependencies: ["HIGGeneratedRules", "HIGRules"]
        ),
        .testTarget(
            name: "HIGLintTests",
            dependencies: [
                "HIGLint",
                "higlint", // so that the command-line tests find the built executable
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
