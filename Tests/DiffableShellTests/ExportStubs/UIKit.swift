// swift-format-ignore-file
// A stand-in for the UIKit names an `export swift` file uses, with their iOS 15+ signatures, so
// that the exported test type-checks on a machine without UIKit (SwiftExportCheckTests). It
// is built as a module named UIKit; nothing here runs. Not linted: it mirrors UIKit's
// declarations, which Apple documents.

@_exported import Foundation

open class UIView {
  public var bounds: CGRect
  public var isHidden = true
  public init(frame: CGRect) { bounds = frame }
  open func addSubview(_ view: UIView) {}
  open func layoutIfNeeded() {}
}

open class UIWindow: UIView {}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
  public var text: String?
}

open class UITableViewCell: UIView {
  open var contentConfiguration: (any UIContentConfiguration)?
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

open class UITableView: UIView {
  public enum Style { case plain, grouped, insetGrouped }
  public init(frame: CGRect, style: Style) { super.init(frame: frame) }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(frame: .zero)
  }
  open var numberOfSections: Int { 0 }
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
}

extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var row: Int { self[1] }
  public var section: Int { self[0] }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
  public init() {}
  public var numberOfItems: Int { 0 }
  public var numberOfSections: Int { 0 }
  public var sectionIdentifiers: [SectionIdentifierType] { [] }
  public var itemIdentifiers: [ItemIdentifierType] { [] }
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { [] }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { [] }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { [] }
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { 0 }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { nil }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { nil }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { nil }
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {}
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {}
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func deleteAllItems() {}
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {}
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {}
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {}
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {}
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {}
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {}
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {}
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
}
