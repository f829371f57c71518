import Foundation

/// The UIKit stand-in (StandIns/UIKit) compiled by swiftc as a module named `UIKit`, and the
/// Combine one (StandIns/Combine) as `Combine`, with the modules they use built from their sources: swift-collections' three that DiffableKit needs,
/// then DiffableKit, DiffableEngine, DiffableFiles and DiffableShell, each a static library.
///
/// It is built once per test run, and kept between runs in a temporary folder named by a hash of
/// every input source and flag: a run whose sources did not change compiles nothing.
enum StandInModule {
  /// One module: its name, its sources, the flags its package builds it with.
  struct Part {
    let name: String
    let sources: [URL]
    let flags: [String]
  }

  /// Why the module could not be built.
  struct BuildError: Error, CustomStringConvertible {
    let description: String
  }

  /// The folder holding the modules and libraries, built on first use (once per process: the
  /// tests that ask at the same time wait for the one build).
  static func folder() throws -> URL { try built.get() }

  /// The flags that link a program against the module (`-I`, `-L` and each library, users before
  /// what they use).
  static func linkFlags(_ folder: URL) -> [String] {
    ["-I", folder.path, "-L", folder.path] + parts().reversed().map { "-l\($0.name)" }
  }

  /// A hash of every source and flag of every part: the name of the folder they build.
  static func key(of parts: [Part]) throws -> String {
    var text = ""
    for part in parts {
      text += part.name + "\0" + part.flags.joined(separator: "\0") + "\0"
      for source in part.sources {
        text += source.lastPathComponent + "\0" + (try String(contentsOf: source, encoding: .utf8)) + "\0"
      }
    }
    return String(fingerprint(text), radix: 16)
  }

  private static let built = Result { try build() }

  private static func build() throws -> URL {
    guard let swiftc = CorpusRunner.swiftc else { throw BuildError(description: "swiftc is not on the PATH") }
    let parts = parts()
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-corpus-uikit")
    let folder = root.appendingPathComponent(try key(of: parts))
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("built").path) { return folder }
    // Built aside and renamed whole, so that a test run interrupted, or another one at the same
    // time, never sees half a module.
    let partial = root.appendingPathComponent(
      "partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
    try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: partial) }
    for part in parts {
      let arguments =
        [
          "-emit-library", "-static", "-emit-module", "-parse-as-library", "-Onone", "-module-name",
          part.name,
          "-I", partial.path, "-o", partial.appendingPathComponent("lib\(part.name).a").path,
          "-emit-module-path", partial.appendingPathComponent("\(part.name).swiftmodule").path,
        ] + part.flags + part.sources.map(\.path)
      let result = try CorpusRunner.execute(swiftc, arguments, in: partial)
      guard result.status == 0 else {
        throw BuildError(description: "swiftc could not build \(part.name):\n\(result.errors)")
      }
    }
    try Data().write(to: partial.appendingPathComponent("built"))
    try? FileManager.default.moveItem(at: partial, to: folder)
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("built").path) else {
      throw BuildError(description: "could not keep the built module in \(folder.path)")
    }
    return folder
  }

  /// The parts in the order they build (each after what it uses).
  static func parts() -> [Part] {
    let sources = packageRoot.appendingPathComponent("Sources")
    let collections = packageRoot.appendingPathComponent(".build/checkouts/swift-collections/Sources")
    let diffable = ["-swift-version", "6", "-package-name", "diffable"]
    return [
      Part(
        name: "InternalCollectionsUtilities",
        sources: swiftFiles(in: collections.appendingPathComponent("InternalCollectionsUtilities")),
        flags: collectionsFlags),
      Part(
        name: "OrderedCollections",
        sources: swiftFiles(in: collections.appendingPathComponent("OrderedCollections")),
        flags: collectionsFlags),
      Part(
        name: "HashTreeCollections",
        sources: swiftFiles(in: collections.appendingPathComponent("HashTreeCollections")),
        flags: collectionsFlags),
      Part(
        name: "DiffableKit", sources: swiftFiles(in: sources.appendingPathComponent("DiffableKit")),
        flags: diffable),
      Part(
        name: "DiffableEngine", sources: swiftFiles(in: sources.appendingPathComponent("DiffableEngine")),
        flags: diffable),
      Part(
        name: "DiffableFiles", sources: swiftFiles(in: sources.appendingPathComponent("DiffableFiles")),
        flags: diffable),
      Part(
        name: "DiffableShell", sources: swiftFiles(in: sources.appendingPathComponent("DiffableShell")),
        flags: diffable),
      // Combine's part that diffable runs (swiftc on Linux has none); Swift 5 mode, as its
      // closures cross to the main queue as Combine's do.
      Part(
        name: "Combine",
        sources: swiftFiles(
          in: packageRoot.appendingPathComponent("Tests/DiffableSwiftTests/StandIns/Combine")),
        flags: ["-swift-version", "5"]),
      // The Swift front end's words for hints, without the rest of DiffableSwift (swift-syntax).
      Part(
        name: "UIKit",
        sources: swiftFiles(in: packageRoot.appendingPathComponent("Tests/DiffableSwiftTests/StandIns/UIKit"))
          + [sources.appendingPathComponent("DiffableSwift/SwiftPhrasing.swift")],
        flags: ["-swift-version", "6"]),
    ]
  }

  /// What swift-collections' manifest gives its targets: its availability macros, the
  /// experimental features it uses, its package name.
  private static let collectionsFlags: [String] = {
    let macros = [
      "5.0: macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2",
      "5.1: macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0",
      "5.6: macOS 12.3, iOS 15.4, watchOS 8.5, tvOS 15.4",
      "5.7: macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0",
      "5.8: macOS 13.3, iOS 16.4, watchOS 9.4, tvOS 16.4",
      "5.9: macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0",
      "5.10: macOS 14.4, iOS 17.4, watchOS 10.4, tvOS 17.4, visionOS 1.1",
      "6.0: macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0",
      "6.1: macOS 15.4, iOS 18.4, watchOS 11.4, tvOS 18.4, visionOS 2.4",
      "6.2: macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0",
      "6.3: macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4",
      "6.4: macOS 9999, iOS 9999, watchOS 9999, tvOS 9999, visionOS 9999",
      "6.5: macOS 9999, iOS 9999, watchOS 9999, tvOS 9999, visionOS 9999",
    ]
    let features = [
      "BuiltinModule", "Lifetimes", "InoutLifetimeDependence", "AddressableParameters", "AddressableTypes",
      "SuppressedAssociatedTypesWithDefaults",
    ]
    return ["-swift-version", "6", "-package-name", "swift_collections", "-suppress-warnings"]
      + ["-enable-upcoming-feature", "MemberImportVisibility"]
      + macros.flatMap { ["-enable-experimental-feature", "AvailabilityMacro=SwiftStdlib \($0)"] }
      + features.flatMap { ["-enable-experimental-feature", $0] }
  }()

  /// The Swift files under `folder`, sorted by path.
  private static func swiftFiles(in folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return files.sorted { $0.path < $1.path }
  }
}

/// A 64-bit FNV-1a hash of `text`, naming what is cached for it.
func fingerprint(_ text: String) -> UInt64 {
  text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
}
