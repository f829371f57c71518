// swift-tools-version: 6.1
// The fuzz target, apart from the main package so that `swift build` there never builds it:
// it needs `-sanitize=fuzzer,address`, which only `scripts/fuzz` passes.
import PackageDescription

let package = Package(
  name: "DiffableFuzz",
  dependencies: [.package(name: "diffable", path: "..")],
  targets: [
    .target(name: "CFuzzerDriver"),
    .executableTarget(
      name: "DiffableFuzz",
      dependencies: [
        "CFuzzerDriver", .product(name: "DiffableEngine", package: "diffable"),
        .product(name: "DiffableShell", package: "diffable"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
