// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "diffable",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "diffable", targets: ["diffable"]),
    .library(name: "DiffableKit", targets: ["DiffableKit"]),
    .library(name: "DiffableEngine", targets: ["DiffableEngine"]),
    .library(name: "DiffableShell", targets: ["DiffableShell"]),
    .library(name: "DiffableSwift", targets: ["DiffableSwift"]),
    .library(name: "DiffableInterpreter", targets: ["DiffableInterpreter"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "DiffableKit",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ]
    ),
    // Writing the files the user names (exports, transcripts, the history): system calls only.
    .target(name: "DiffableFiles"),
    // The session: state, typed operations, transactions, undo, what an apply teaches. It knows
    // no language: the short syntax (DiffableShell) and Swift (DiffableSwift) are its clients.
    .target(name: "DiffableEngine", dependencies: ["DiffableKit"]),
    .target(name: "DiffableShell", dependencies: ["DiffableKit", "DiffableEngine", "DiffableFiles"]),
    .target(
      name: "DiffableSwift",
      // The interpreter that replaces this front end lends it its source limits and large stack.
      dependencies: [
        "DiffableKit", "DiffableEngine", "DiffableInterpreter",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The Swift interpreter core: parse, lower, check, run; its NSDiffableDataSourceSnapshot is
    // DiffableKit's snapshot. The session wires it in later.
    .target(
      name: "DiffableInterpreter",
      dependencies: [
        "DiffableKit",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .yum(["libedit-devel"]), .brew(["libedit"])]
    ),
    .executableTarget(
      name: "diffable",
      dependencies: [
        "DiffableEngine", "DiffableShell", "DiffableSwift", "DiffableFiles", "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "DiffableKitTests", dependencies: ["DiffableKit"]),
    .testTarget(name: "DiffableFilesTests", dependencies: ["DiffableFiles"]),
    // The lessons' transcripts hold Swift, so their check runs with the Swift front end.
    .testTarget(
      name: "DiffableShellTests",
      dependencies: [
        "DiffableEngine", "DiffableShell", "DiffableSwift", "DiffableFiles",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      // The stand-in UIKit that exported tests are type-checked against, built by the test.
      exclude: ["ExportStubs"]
    ),
    // The command-line program's own parts that need no terminal (the wchar_t conversion).
    .testTarget(name: "diffableTests", dependencies: ["diffable"]),
    .testTarget(
      name: "DiffableSwiftTests",
      // The Swift front end runs in the shell, beside the short syntax, as in the program.
      dependencies: ["DiffableEngine", "DiffableShell", "DiffableSwift"],
      // StandIns: the UIKit module the corpus snippets are compiled against, built by the test.
      exclude: ["Fixtures", "StandIns"]
    ),
    // Differential tests: every fixture compiled with swiftc and run by the interpreter must print the same.
    .testTarget(
      name: "DiffableInterpreterTests", dependencies: ["DiffableInterpreter"],
      // StandIns: what swiftc compiles with the fixtures in UIKit's place.
      exclude: ["Fixtures", "StandIns"]),
  ],
  swiftLanguageModes: [.v6]
)
