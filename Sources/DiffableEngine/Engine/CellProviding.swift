import DiffableKit

/// A data source's cell provider that the client runs itself (the Swift interpreter runs the
/// program's closure): an apply asks it for the cell of each row the table view asks for (the
/// rows inserted, reloaded and reconfigured, and every row of a reload), and the table keeps
/// what it gave.
public protocol CellProviding: AnyObject {
  /// The cell the provider gives for `item` at `indexPath`.
  func cell(for item: SnapshotIdentifier, at indexPath: IndexPath) -> ProvidedCell
}

/// What a client's cell provider gave for one row.
public enum ProvidedCell: Hashable, Sendable {
  /// A cell showing `text`.
  case text(String)
  /// No cell (`nil`), which UIKit does not allow.
  case none
  /// The provider's code failed (a trap, an error); the client has reported why.
  case failed
}

/// The cells of one apply: a client's provider, asked row by row, with the first row it failed
/// for (the apply then fails as a whole), or the session's cell templates.
struct ApplyCells {
  private let client: (any CellProviding)?
  private let templates: CellProvider
  /// The first row whose cell the client's provider did not give, and why.
  private(set) var failure: SessionError?

  init(client: (any CellProviding)?, templates: CellProvider) {
    (self.client, self.templates) = (client, templates)
  }

  /// Whether a client's provider makes the cells.
  var isClient: Bool { client != nil }

  /// The templates' renderer, which the cells keep.
  var renderer: CellRenderer { templates.renderer }

  /// The content of `item`'s cell at `indexPath`, from the client; after a failure nothing more
  /// is asked of it.
  mutating func content(for item: SnapshotIdentifier, at indexPath: IndexPath) -> String {
    guard failure == nil, let client else { return "" }
    switch client.cell(for: item, at: indexPath) {
    case .text(let text): return text
    case .none: failure = .nilCell(item, at: indexPath)
    case .failed: failure = .cellProviderFailed(item, at: indexPath)
    }
    return ""
  }
}
