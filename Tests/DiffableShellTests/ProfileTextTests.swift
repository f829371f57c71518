import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Every text that depends on the behaviour profile, run under every profile: the version
/// that brought an API is a boundary, and a test at one profile on each side of it would not
/// notice the boundary moving by one (iOS 15 is where reconfigureItems came).
@Suite("Texts that depend on iOS, under every profile")
struct ProfileTextTests {
  /// The refresh call UIKit offers at `iOS` (docs/UIKIT.md: reconfigureItems is iOS 15).
  private static func refresh(_ iOS: Int) -> String { iOS >= 15 ? "reconfigureItems" : "reloadItems" }

  @Test(arguments: BehaviourProfile.versions)
  func theStaleCellHintSuggestsTheRefreshCallTheProfileHas(iOS: Int) {
    let hints = learningOutput(HintsStaleTests.staleScript, iOS: iOS).filter {
      $0.hasPrefix("hint: stale cell")
    }
    #expect(hints.count == 1)
    #expect(hints.first?.contains("; \(Self.refresh(iOS)) it,") == true, "\(hints)")
  }

  @Test(arguments: BehaviourProfile.versions)
  func explainSuggestsTheRefreshCallTheProfileHas(iOS: Int) {
    let lines = learningOutputAfterMarker(HintsStaleTests.staleScript + "\necho ---\nexplain", iOS: iOS)
    #expect(lines.contains { $0.contains("fix: \(Self.refresh(iOS)) it and apply again") }, "\(lines)")
  }

  @Test(arguments: BehaviourProfile.versions)
  func reconfigureItemsIsThereFromIOS15(iOS: Int) {
    let lines = learningOutput("appendSections main\nappendItems 1\nreconfigureItems 1", iOS: iOS)
    #expect(lines.contains { $0.hasPrefix("test.diffable:3: error:") } == (iOS < 15), "\(lines)")
  }

  @Test(arguments: BehaviourProfile.versions)
  func applyWithoutAnimationReloadsBeforeIOS15(iOS: Int) {
    let script = "appendSections main\nappendItems 1\napply\nappendItems 2\napply animatingDifferences: false"
    let lines = learningOutput(script, iOS: iOS)
    let reloads = lines.filter { $0.contains("reloadData") }
    #expect(!reloads.isEmpty == (iOS < 15), "\(lines)")
  }
}
