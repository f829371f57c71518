import DiffableKit
import DiffableSwift
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The exported test checked as far as this machine allows: it type-checks against a stand-in
/// UIKit (in Swift 5 and Swift 6 mode), and, apply by apply, the calls it makes on the
/// snapshot it applies are the calls the session made on the snapshot it applied (read back
/// from the file with swift-syntax).
@Suite("Swift export: the test applies what the session applied, and compiles")
struct SwiftExportCheckTests {
  /// The sessions: every command of the short syntax, Swift with several snapshots, classic mode.
  static let sessions: [(name: String, script: String)] = [
    ("every-command.diffable", everyCommand), ("swift-app.diffable", swiftApp), ("classic.diffable", classic),
  ]
  static let profiles = [13, 14, 15, 16, 17, 18, 26]

  @Test(arguments: sessions.map(\.name), profiles)
  func eachApplyGetsTheSessionsCalls(session name: String, iOS: Int) throws {
    let recording = Self.record(name, iOS: iOS)
    let file = SwiftExport.file(of: recording, name: "export.swift")
    let exported = try ExportReadback.applies(in: file)
    let session = SessionCalls.applies(of: recording)
    #expect(!session.isEmpty)
    #expect(
      exported.count == session.count, "applies: the file has \(exported.count), the session \(session.count)"
    )
    for (index, (made, expected)) in zip(exported, session).enumerated() where made != expected {
      Issue.record("apply \(index + 1): the file makes \(made), the session made \(expected)")
    }
  }

  @Test(
    .enabled(if: ExportCompiler.shared != nil, "swiftc is not on the PATH"),
    arguments: sessions.map(\.name), profiles)
  func theFileTypeChecksAgainstUIKitsNames(session name: String, iOS: Int) throws {
    let compiler = try #require(ExportCompiler.shared)
    let file = SwiftExport.file(of: Self.record(name, iOS: iOS), name: "export.swift")
    for mode in ["5", "6"] {
      let errors = try compiler.typeCheck(file, swiftVersion: mode)
      #expect(errors.isEmpty, "Swift \(mode): \(errors)")
    }
  }

  @Test(.enabled(if: ExportCompiler.shared != nil, "swiftc is not on the PATH"))
  func theStandInUIKitRejectsACallUIKitLacks() throws {
    let compiler = try #require(ExportCompiler.shared)
    let file = SwiftExport.file(of: Self.record("classic.diffable", iOS: 26), name: "export.swift")
    #expect(try compiler.typeCheck(file, swiftVersion: "5").isEmpty)
    let misspelled = file.replacingOccurrences(of: "snapshot.appendItems(", with: "snapshot.appendItem(")
    #expect(try !compiler.typeCheck(misspelled, swiftVersion: "5").isEmpty)
  }

  @Test func aFreshSnapshotIsAppliedAsItself() throws {
    let (_, shell) = runScript(
      """
      var s = NSDiffableDataSourceSnapshot<Int, Int>()
      s.appendSections([0])
      s.appendItems([1, 2])
      dataSource.apply(s)
      var t = NSDiffableDataSourceSnapshot<Int, Int>()
      t.appendSections([0])
      t.appendItems([2])
      dataSource.apply(t)
      """, name: "fresh.swift", frontEnd: SwiftFrontEnd())
    let file = SwiftExport.file(of: shell.recording, name: "fresh.swift")
    // Each snapshot the program applied is built again from nothing, then applied.
    #expect(file.contains("    swiftSnapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()\n"))
    #expect(file.contains("    swiftSnapshot.appendItems([2], toSection: 0)\n"))
    #expect(file.contains("    await dataSource.apply(swiftSnapshot, animatingDifferences: true)\n"))
    #expect(!file.contains("snapshot.appendSections"), "section 0 appended to one shared snapshot twice")
    let applies = try ExportReadback.applies(in: file)
    #expect(applies.last?.map(\.name) == ["appendSections", "appendItems"])
  }

  @Test func anExportStartsAtTheLastReset() {
    let (_, shell) = runScript(
      """
      appendSections before; appendItems 1
      apply
      reset
      appendSections after
      apply
      """)
    let file = SwiftExport.file(of: shell.recording, name: "r.swift")
    #expect(!file.contains("before"))
    #expect(file.contains("diffable> reset"))
    #expect(file.contains("snapshot.appendSections([Symbol.after])"))
    let page = HTMLExport.page(of: shell.recording, title: "r.html")
    #expect(!page.contains("appendSections before"))
    #expect(page.contains("appendSections after"))
  }

  /// The session `name` run under the profile `iOS`, going on past failures.
  static func record(_ name: String, iOS: Int) -> SessionRecording {
    var settings = Settings()
    settings.iOS = iOS
    settings.bail = false
    let script = sessions.first { $0.name == name }!.script
    return runScript(script, settings: settings, name: name, frontEnd: SwiftFrontEnd()).shell
      .recording
  }

  static let everyCommand = #"""
    appendSections gone
    reset
    struct Payment { id, title, price } hash(id) equal(id)
    cell Payment "{title}: {price}"
    struct Tag { id, label }
    appendSections main "second" 3
    appendItems Payment(1, "Fare", 10) Payment(2, "Tip", 2.5) to main
    appendItems 1 2.5 true "quote \" and \\ back" UUID() -4 to "second"
    insertSections extra before main
    insertSections last after 3
    moveSection extra after last
    appendItems Tag(1, "a") Tag(2, "b") to 3
    insertItems 7 before 1
    insertItems 8 after Tag(2, "b")
    moveItem 8 before Tag(1, "a")
    moveItem 7 after 2.5
    reloadSections 3
    apply
    deleteItems 7
    reloadItems Payment(1, "changed", 0)
    reconfigureItems Payment(2, "Tip", 3)
    apply animatingDifferences: false
    numberOfSections
    numberOfItems
    numberOfItems inSection main
    sectionIdentifiers
    itemIdentifiers
    itemIdentifiers inSection main
    indexOfSection main
    indexOfItem 8
    sectionIdentifier containingItem 8
    itemIdentifier for [0, 0]
    indexPath for 8
    reloadedItemIdentifiers
    reconfiguredItemIdentifiers
    reloadedSectionIdentifiers
    diff
    diff --minimal
    deleteSections extra
    deleteAllItems
    show
    print
    explain
    undo
    undo
    redo
    hash Tag: id
    equal Tag: id
    apply
    appendItems 9 9
    new
    appendSections main
    appendItems 5
    applySnapshotUsingReloadData
    snapshot
    appendItems 6
    apply
    echo the end "of" it \
    fatalError("no")
    help apply
    """#

  static let swiftApp = """
    enum Section: String, CaseIterable { case fruit = "Fruit", veg }
    struct Item: Hashable {
      let id: Int
      var name: String
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
      static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
    }
    let items = [Item(id: 1, name: "Apple"), Item(id: 2, name: "Pear")]
    var s = NSDiffableDataSourceSnapshot<Section, Item>()
    s.appendSections([.fruit, .veg])
    s.appendItems(items, toSection: .fruit)
    dataSource.apply(s)
    var t = NSDiffableDataSourceSnapshot<Section, Item>()
    t.appendSections([.fruit])
    t.appendItems([items[1]])
    dataSource.apply(t)
    var copy = s
    copy.deleteItems([items[0]])
    dataSource.apply(copy)
    var current = dataSource.snapshot()
    current.appendItems([Item(id: 3, name: "Kiwi")], toSection: .fruit)
    dataSource.apply(current, animatingDifferences: false)
    s.appendItems([Item(id: 4, name: "Leek")], toSection: .veg)
    dataSource.apply(s)
    undo
    t.moveItem(items[1], beforeItem: items[1])
    print(s.numberOfItems)
    """

  static let classic = """
    appendSections main
    appendItems 1 2 3
    apply
    mode classic
    tableView.deleteRows [0, 0]
    deleteItems 1
    tableView.deleteRows [0, 0]
    appendItems 4
    tableView.performBatchUpdates { tableView.insertRows [0, 2] }
    mode diffable
    appendItems 5
    apply
    """
}

/// Type-checks exported files against the stand-in UIKit (`ExportStubs/UIKit.swift`), built
/// once into a temporary directory.
final class ExportCompiler: Sendable {
  let swiftc: String
  let modules: URL

  static let shared: ExportCompiler? = {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let path else { return nil }
    let modules = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-uikit-\(UUID())")
    try? FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("ExportStubs/UIKit.swift")
    let compiler = ExportCompiler(swiftc: path, modules: modules)
    let built = try? compiler.run([
      "-emit-module", "-module-name", "UIKit", "-parse-as-library", stub.path,
      "-emit-module-path", modules.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    return built?.status == 0 ? compiler : nil
  }()

  private init(swiftc: String, modules: URL) {
    self.swiftc = swiftc
    self.modules = modules
  }

  /// The errors (lines with `error:`) of `swiftc -typecheck` on `source`.
  func typeCheck(_ source: String, swiftVersion: String) throws -> [String] {
    let file = modules.appendingPathComponent("\(UUID()).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["-typecheck", "-swift-version", swiftVersion, "-I", modules.path, file.path])
    let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
    return result.status == 0 ? errors : errors + ["exit status \(result.status)"]
  }

  /// `swiftc -parse`'s complaints about `source`, nil when it parses.
  func parseErrors(_ source: String) throws -> String? {
    let file = modules.appendingPathComponent("\(UUID()).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["-parse", file.path])
    return result.status == 0 && result.output.isEmpty ? nil : result.output
  }

  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
