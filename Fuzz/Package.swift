// swift-tools-version: 6.1
// The fuzz targets (the shell's, DiffableFuzz, and the Swift interpreter's, SwiftFuzz), apart
// from the main package so that `swift build` there never builds them: they need
// `-sanitize=fuzzer,address`, which only `scripts/fuzz` passes.
import PackageDescription

let package = Package(
  name: "DiffableFuzz",
  dependencies: [.package(name: "diffable", path: "..")],
  targets: [
    .target(name: "CFuzzerDriver"),
    .target(name: "FuzzMain", dependencies: ["CFuzzerDriver"]),
    .executableTarget(
      name: "DiffableFuzz",
      dependencies: [
        "FuzzMain", .product(name: "DiffableEngine", package: "diffable"),
        .product(name: "DiffableShell", package: "diffable"),
      ]
    ),
    .executableTarget(
      name: "SwiftFuzz",
      dependencies: ["FuzzMain", .product(name: "DiffableInterpreter", package: "diffable")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
