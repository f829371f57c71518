// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "diffable",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "diffable", targets: ["diffable"]),
    .library(name: "DiffableKit", targets: ["DiffableKit"]),
    .library(name: "DiffableShell", targets: ["DiffableShell"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "DiffableKit",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ]
    ),
    .target(name: "DiffableShell", dependencies: ["DiffableKit"]),
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .yum(["libedit-devel"]), .brew(["libedit"])]
    ),
    .executableTarget(
      name: "diffable",
      dependencies: [
        "DiffableShell", "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "DiffableKitTests", dependencies: ["DiffableKit"]),
    .testTarget(name: "DiffableShellTests", dependencies: ["DiffableShell"]),
  ],
  swiftLanguageModes: [.v6]
)
