import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// A cell shows what it was rendered with: the item's value and the cell template of that
/// apply, until its row is reloaded or reconfigured.
@Suite struct CellContentTests {
  @Test func aNewTemplateReachesOnlyTheRowsRenderedAfterIt() {
    let script = """
      struct Payment { id, title, price } hash(id) equal(id)
      cell Payment "{title}: {price}"
      appendSections main
      appendItems Payment(1, "Fare", 10) Payment(2, "Taxi", 5)
      apply
      cell Payment "{title}"
      appendItems Payment(3, "Bus", 2)
      apply
      echo ---
      show
      reconfigureItems Payment(1, "Fare", 10)
      apply
      echo ---
      show
      """
    let lines = runScript(script).lines
    let shows = lines.split(separator: "---").dropFirst().map { $0.filter { $0.hasPrefix("  [") } }
    #expect(shows.first == ["  [0, 0]  Fare: 10", "  [0, 1]  Taxi: 5", "  [0, 2]  Bus"])
    #expect(shows.last == ["  [0, 0]  Fare", "  [0, 1]  Taxi: 5", "  [0, 2]  Bus"])
  }
}
