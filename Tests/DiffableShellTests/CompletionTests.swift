import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Tab offers what fits where it is pressed, not every keyword everywhere.
@Suite("Tab completion: what fits the place")
struct CompletionTests {
  private static let state = runScript(
    """
    struct Payment { id, title } hash(id) equal(id)
    appendSections first second
    appendItems apple pear to first
    """
  ).shell.session.state

  private static func candidates(_ text: String) -> [String] {
    CompletionCandidates.candidates(for: text, in: state)
  }

  @Test func afterToOnlyTheSections() {
    #expect(Self.candidates("appendItems 1 to ") == ["first", "second"])
    #expect(Self.candidates("itemIdentifiers inSection ") == ["first", "second"])
  }

  @Test func afterBeforeOrAfterTheKindTheCommandMoves() {
    #expect(Self.candidates("moveItem apple after ") == ["apple", "pear", "Payment("])
    #expect(Self.candidates("moveSection first before ") == ["first", "second"])
    #expect(Self.candidates("sectionIdentifier containingItem ") == ["apple", "pear", "Payment("])
    #expect(Self.candidates("apply animatingDifferences: ") == ["true", "false"])
  }

  @Test func anArgumentOffersIdentifiersAndOnlyTheCommandsOwnLabels() {
    let offered = Self.candidates("appendItems 1 ")
    #expect(offered.contains("to"))
    for foreign in ["after", "beforeItem:", "animatingDifferences:", "containingItem", "for"] {
      #expect(!offered.contains(foreign), "appendItems offers \(foreign)")
    }
    #expect(Set(Self.candidates("moveItem apple ")).isSuperset(of: ["before", "after"]))
    #expect(!Self.candidates("moveItem apple ").contains("to"))
    #expect(!Self.candidates("deleteItems ").contains { CompletionCandidates.labels.contains($0) })
  }

  @Test func settingsLessonsAndExportsOfferTheirWords() {
    #expect(Self.candidates("set ") == ["bail", "format", "color", "ios"])
    #expect(Self.candidates("set ios ") == BehaviourProfile.versions.map(String.init))
    #expect(Self.candidates("lesson ").prefix(2) == ["1", "2"])
    #expect(Self.candidates("lesson 01-g") == ["01-getting-started"])
    #expect(Self.candidates("lesson 1 ") == ["step"])
    #expect(Self.candidates("export ") == ["html", "swift"])
    #expect(Self.candidates("export html ").isEmpty)
  }

  @Test func everyLabelOfTheCatalogIsKnown() {
    for kind in CommandKind.allCases {
      for label in CompletionCandidates.labels(of: kind) {
        #expect(CompletionCandidates.labels.contains(label))
      }
    }
    #expect(CompletionCandidates.labels(of: .appendItems) == ["to"])
    #expect(CompletionCandidates.labels(of: .moveItem) == ["before", "after"])
  }
}
