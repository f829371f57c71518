// swift-tools-version: 6.1
// The benchmark suite, apart from the main package (as Fuzz/ is) so that `swift build` and
// `swift run diffable` there never build it. `scripts/bench` builds and runs it in release.
import PackageDescription

let package = Package(
  name: "DiffableBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "diffable", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "DiffableBenchmarks",
      dependencies: [
        .product(name: "DiffableKit", package: "diffable"),
        .product(name: "DiffableShell", package: "diffable"),
        .product(name: "DiffableInterpreter", package: "diffable"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
