/// Whether an identifier is a section or an item identifier (UIKit words its messages so).
public enum IdentifierKind: String, Hashable, Sendable {
  /// A section identifier.
  case section
  /// An item identifier.
  case item
}

/// A snapshot call that UIKit rejects with an assertion (an uncaught
/// `NSInternalInconsistencyException`). Each case carries what its message needs; the
/// message text lives in ``message(iOS:)``.
public enum SnapshotError: Error, Hashable, Sendable {
  /// `appendItems` when the snapshot has no section.
  case noSections
  /// The same identifier more than once in one call.
  case duplicateIdentifiers([SnapshotIdentifier], kind: IdentifierKind)
  /// `appendSections` / `insertSections` with sections already in the snapshot.
  case sectionAlreadyExists([SnapshotIdentifier])
  /// A destination or source that is not in the snapshot; UIKit names the failed parameter
  /// (`section`, `insertIndex`, `fromIndex`, `toIndex`, `fromSection`, `toSection`).
  case parameterNotFound(String)
  /// An insert relative to an identifier that is itself being inserted.
  case destinationInInsertedList(SnapshotIdentifier, kind: IdentifierKind)
  /// A move relative to the identifier being moved.
  case moveRelativeToItself(SnapshotIdentifier, kind: IdentifierKind)
  /// `reloadItems` of an absent item.
  case reloadOfMissingItem(SnapshotIdentifier)
  /// `reconfigureItems` of an absent item.
  case reconfigureOfMissingItem(SnapshotIdentifier)
  /// `reloadSections` of an absent section.
  case reloadOfMissingSection(SnapshotIdentifier)
  /// `numberOfItems(inSection:)` / `itemIdentifiers(inSection:)` of an absent section.
  case sectionNotFound(SnapshotIdentifier)
  /// Two identifiers in one snapshot that compare equal (after a Hashable rule changed).
  case identifiersNotUnique(SnapshotIdentifier, SnapshotIdentifier, kind: IdentifierKind)
  /// Two identifiers in a snapshot being applied that are `==` but hash differently
  /// (UIKit's EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES, an assertion since the iOS 15 SDK).
  case equalIdentifiersHaveDifferentHashValues(SnapshotIdentifier, SnapshotIdentifier, kind: IdentifierKind)
  /// An identifier in a snapshot being applied whose type's `==` is always false (UIKit's
  /// IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF, checked by the same validator as the hash contract).
  case identifierNotEqualToItself(SnapshotIdentifier, kind: IdentifierKind)

  /// A stable camelCase code for JSON output.
  public var code: String {
    switch self {
    case .noSections: "noSections"
    case .duplicateIdentifiers: "duplicateIdentifiers"
    case .sectionAlreadyExists: "sectionAlreadyExists"
    case .parameterNotFound(let parameter):
      parameter.hasPrefix("from") ? "sourceNotFound" : "destinationNotFound"
    case .destinationInInsertedList: "destinationInInsertedList"
    case .moveRelativeToItself: "moveRelativeToItself"
    case .reloadOfMissingItem: "reloadOfMissingItem"
    case .reconfigureOfMissingItem: "reconfigureOfMissingItem"
    case .reloadOfMissingSection: "reloadOfMissingSection"
    case .sectionNotFound: "sectionNotFound"
    case .identifiersNotUnique: "identifiersNotUnique"
    case .equalIdentifiersHaveDifferentHashValues: "equalIdentifiersHaveDifferentHashValues"
    case .identifierNotEqualToItself: "identifierIsNotEqualToItself"
    }
  }

  /// UIKit's exception reason, with identifiers printed as diffable prints them and the
  /// trailing `_UIDiffableDataSourceUpdate` description left out. SnapshotIdentifier sets print on
  /// one line (`{(a, b)}`) where Foundation would break them over several.
  ///
  /// - Parameter iOS: the behaviour profile; iOS 13 words the duplicate message differently.
  public func message(iOS: Int = 26) -> String {
    switch self {
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .duplicateIdentifiers(let repeated, let kind):
      if iOS <= 13 { return "Fatal: supplied identifiers are not unique." }
      return "Fatal: supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
        + SnapshotError.orderedSet(repeated)
    case .sectionAlreadyExists(let existing):
      let (noun, list) = SnapshotError.alreadyExisting(existing)
      return "Diffable data source detected an attempt to insert or append \(existing.count) section "
        + "\(noun) in the snapshot. Identifiers in a snapshot must be unique. Section \(noun): \(list)"
    case .parameterNotFound(let parameter):
      return "Invalid parameter not satisfying: \(parameter) != NSNotFound"
    case .destinationInInsertedList(let destination, .item):
      return "Invalid update: destination for insertion operation [\(destination)] is in the "
        + "insertion identifier list for update."
    case .destinationInInsertedList(let destination, .section):
      return "Invalid update: destination for section operation [\(destination)] is in the "
        + "inserted section list for update"
    case .moveRelativeToItself(let identifier, let kind):
      return "Invalid update: destination for \(kind.rawValue) move is the same as the source "
        + "[\(identifier)] for update."
    case .reloadOfMissingItem(let item):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    case .reconfigureOfMissingItem(let item):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    case .reloadOfMissingSection(let section):
      return "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
    case .sectionNotFound:
      return "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance)"
    case .identifiersNotUnique(let first, let second, let kind):
      return "Diffable data source detected \(kind.rawValue) identifiers that are not unique. You cannot "
        + "add multiple identifiers to the same snapshot that compare as equal. This probably also means "
        + "you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for "
        + "the type of these identifiers, that causes equal identifiers to return different hash values. "
        + "Identifiers that are not unique: (\(first)) and (\(second))"
    case .equalIdentifiersHaveDifferentHashValues(let first, let second, let kind):
      return "Diffable data source detected \(kind.rawValue) identifiers that are equal but have different "
        + "hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in "
        + "the Hashable (Swift) or hash property (Objective-C) implementation for the type of these "
        + "identifiers. Identifiers that are equal but have different hash values: (\(first)) and (\(second))"
    case .identifierNotEqualToItself(let identifier, let kind):
      return "Diffable data source detected \(kind == .item ? "an item" : "a section") identifier that is "
        + "not equal to itself. An identifier must compare as equal to the same identifier. You must fix "
        + "this in the == function (Swift) or -isEqual: method (Objective-C) implementation for this "
        + "identifier's type. Identifier with invalid equality: \(identifier)"
    }
  }

  /// `{(a, b)}`: an `NSOrderedSet` description on one line.
  static func orderedSet(_ identifiers: [SnapshotIdentifier]) -> String {
    "{(" + identifiers.map(\.description).joined(separator: ", ") + ")}"
  }

  /// UIKit's singular/plural wording for identifiers that already exist, with the list
  /// (one identifier bare, several as an `NSArray` description on one line).
  static func alreadyExisting(_ identifiers: [SnapshotIdentifier]) -> (noun: String, list: String) {
    if identifiers.count == 1 { return ("identifier that already exists", identifiers[0].description) }
    return (
      "identifiers that already exist",
      "(" + identifiers.map(\.description).joined(separator: ", ") + ")"
    )
  }
}

extension SnapshotError: CustomStringConvertible {
  /// The message of the default (iOS 26) profile.
  public var description: String { message() }
}

/// Something UIKit only logs: the call goes on.
public enum SnapshotWarning: Hashable, Sendable {
  /// Items appended or inserted that were already in the snapshot; they were moved into place
  /// (UIKit's IDENTIFIER_ALREADY_EXISTS log).
  case identifierAlreadyExists([SnapshotIdentifier])

  /// A stable camelCase code for JSON output.
  public var code: String { "identifierAlreadyExists" }

  /// UIKit's log text.
  public var message: String {
    switch self {
    case .identifierAlreadyExists(let existing):
      let (noun, list) = SnapshotError.alreadyExisting(existing)
      let plural = existing.count == 1 ? "identifier" : "identifiers"
      return "Diffable data source detected an attempt to insert or append \(existing.count) item \(noun) "
        + "in the snapshot. The existing item \(plural) will be moved into place instead, but this "
        + "operation will be more expensive. For best performance, inserted item identifiers should "
        + "always be unique. Set a symbolic breakpoint on "
        + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
        + "debugger. Item \(noun): \(list)"
    }
  }
}
