import Testing

@testable import DiffableKit

@Suite("Diff: batch updates follow UIKit's call order")
struct DiffBatchUpdateTests {
  private var everything: Diff {
    var diff = Diff()
    diff.deletedSections = [Diff.Change(id: "X", at: 3)]
    diff.insertedSections = [Diff.Change(id: "N", at: 0), Diff.Change(id: "M", at: 4)]
    diff.movedSections = [Diff.Move(id: "B", from: 1, to: 2)]
    diff.reloadedSections = [Diff.Change(id: "A", at: 1)]
    diff.deletedItems = [Diff.Change(id: 1, at: path(0, 0)), Diff.Change(id: 2, at: path(0, 4))]
    diff.insertedItems = [Diff.Change(id: 3, at: path(1, 1))]
    diff.movedItems = [
      Diff.Move(id: 4, from: path(0, 1), to: path(2, 0)), Diff.Move(id: 5, from: path(1, 2), to: path(1, 0)),
    ]
    diff.reloadedItems = [Diff.Change(id: 6, at: path(1, 3))]
    diff.reconfiguredItems = [Diff.Change(id: 7, at: path(2, 2)), Diff.Change(id: 8, at: path(2, 5))]
    return diff
  }

  @Test func theStructuralUpdateIsMovesThenSectionsThenRows() {
    #expect(
      everything.batchUpdate.calls == [
        .moveSection(1, to: 2),
        .moveRow(path(0, 1), to: path(2, 0)),
        .moveRow(path(1, 2), to: path(1, 0)),
        .deleteSections([3]),
        .insertSections([0, 4]),
        .deleteRows([path(0, 0), path(0, 4)]),
        .insertRows([path(1, 1)]),
      ])
  }

  @Test func theRefreshReloadsSectionsThenReconfiguresThenReloadsRows() {
    #expect(
      everything.refresh.calls == [
        .reloadSections([1]),
        .reconfigureRows([path(2, 2), path(2, 5)]),
        .reloadRows([path(1, 3)]),
      ])
  }

  @Test func anEmptyDiffMakesNoCalls() {
    #expect(Diff().batchUpdate.calls.isEmpty)
    #expect(Diff().refresh.calls.isEmpty)
  }

  @Test func aComputedDiffGivesTheCallsOfItsChanges() throws {
    let old = try makeSnapshot(["A": [1, 2, 3, 4]])
    var new = try makeSnapshot(["A": [2, 3, 4, 1, 5]])
    try new.reloadItems([3])
    let diff = Diff(from: old, to: new)
    #expect(diff.batchUpdate.calls == [.moveRow(path(0, 0), to: path(0, 3)), .insertRows([path(0, 4)])])
    #expect(diff.refresh.calls == [.reloadRows([path(0, 1)])])
  }
}
