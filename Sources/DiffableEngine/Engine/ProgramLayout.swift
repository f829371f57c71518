/// A front end's program laid out as one source file, for `export swift` to write it as the
/// user wrote it: each entry cut into the parts a file keeps at its top (declarations) and the
/// parts that run in order (statements), with what the program used of the session.
public struct ProgramLayout: Sendable, Equatable {
  /// Where a part of an entry goes in the file.
  public enum Place: Sendable, Equatable {
    /// At the top of the file: a type, an extension, a function, a global variable.
    case top
    /// In the test's body, in the order the entries ran: a statement or an expression.
    case body
    /// Left out, as a comment saying why (`reason`): a file cannot hold it as it ran.
    case left(reason: String)
  }

  /// One top-level item of an entry, as written (its comments included).
  public struct Part: Sendable, Equatable {
    /// Where it goes.
    public var place: Place
    /// Its text, as written.
    public var text: String

    /// A part of an entry.
    public init(place: Place, text: String) {
      (self.place, self.text) = (place, text)
    }
  }

  /// The element types of the session's own data source, as the program's code spells them.
  public struct ElementTypes: Sendable, Equatable {
    /// The section identifier type.
    public var section: String
    /// The item identifier type.
    public var item: String

    /// Element types as Swift spells them.
    public init(section: String, item: String) {
      (self.section, self.item) = (section, item)
    }
  }

  /// Each entry's parts, in the order of the entries given.
  public var entries: [[Part]]
  /// The names the program declares at the top of the file.
  public var declaredNames: Set<String>
  /// The types of the session's data source (`dataSource`) as the program last applied to it;
  /// nil when it never did.
  public var sessionDataSourceTypes: ElementTypes?
  /// Whether the program makes a table view of its own (not the session's `tableView`), which a
  /// test cannot reach to check its rows.
  public var makesOwnTableView: Bool
  /// Whether the program draws identities a device draws differently (`UUID()`, `Date()`): the
  /// rows' texts may hold them, their number does not depend on them.
  public var drawsIdentities: Bool
  /// Whether the rows may depend on what a device does differently from run to run: random
  /// numbers (`Int.random(in:)`, `shuffled()`), or the order of a `Dictionary` or a `Set`.
  public var dependsOnChance: Bool
  /// The reuse identifiers the program dequeues cells with (a test registers them on the session's
  /// table view, which the code uses without registering them).
  public var reuseIdentifiers: [String]
  /// Whether the program queues work for later (`Task { }`, `DispatchQueue.main.async`), which
  /// diffable runs once the entry that queued it ends and a test must let run before it looks.
  public var queuesWork = false

  /// A program's layout.
  public init(
    entries: [[Part]], declaredNames: Set<String>, sessionDataSourceTypes: ElementTypes?,
    makesOwnTableView: Bool, drawsIdentities: Bool, dependsOnChance: Bool, reuseIdentifiers: [String]
  ) {
    self.entries = entries
    self.declaredNames = declaredNames
    self.sessionDataSourceTypes = sessionDataSourceTypes
    self.makesOwnTableView = makesOwnTableView
    self.drawsIdentities = drawsIdentities
    self.dependsOnChance = dependsOnChance
    self.reuseIdentifiers = reuseIdentifiers
  }
}
