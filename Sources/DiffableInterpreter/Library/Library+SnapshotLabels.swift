/// The argument labels `NSDiffableDataSourceSnapshot`'s methods take, and the compiler's words
/// for a call that gives others.
extension Library {
  /// Each method's forms, by their labels (nil: unlabelled).
  static let snapshotLabels: [String: [[String?]]] = [
    "appendSections": [[nil]], "appendItems": [[nil], [nil, "toSection"]],
    "insertSections": [[nil, "beforeSection"], [nil, "afterSection"]],
    "insertItems": [[nil, "beforeItem"], [nil, "afterItem"]],
    "deleteSections": [[nil]], "deleteItems": [[nil]], "deleteAllItems": [[]],
    "moveSection": [[nil, "beforeSection"], [nil, "afterSection"]],
    "moveItem": [[nil, "beforeItem"], [nil, "afterItem"]],
    "reloadSections": [[nil]], "reloadItems": [[nil]], "reconfigureItems": [[nil]],
    "numberOfItems": [["inSection"]], "itemIdentifiers": [["inSection"]],
    "sectionIdentifier": [["containingItem"]], "indexOfItem": [[nil]], "indexOfSection": [[nil]],
  ]

  /// The compiler's error for a call of the snapshot method `name` with `labels` that fit none of
  /// its forms, or nil (not a snapshot method, or a call that fits).
  static func snapshotLabelMismatch(_ name: String, labels: [String?]) -> String? {
    guard let forms = snapshotLabels[name], !forms.contains(labels) else { return nil }
    func spelled(_ labels: [String?]) -> String { labels.map { "\($0 ?? "_"):" }.joined() }
    guard let form = forms.first(where: { $0.count == labels.count }) else {
      let most = forms.map(\.count).max() ?? 0
      return labels.count > most ? "extra argument in call" : "missing argument in call to \(name)"
    }
    let differing = zip(labels, form).filter { $0 != $1 }
    if differing.allSatisfy({ $0.1 == nil }), let extra = differing.first?.0 {
      return "extraneous argument label '\(extra):' in call"
    }
    if differing.allSatisfy({ $0.0 == nil }), let missing = differing.first?.1 {
      return "missing argument label '\(missing):' in call"
    }
    return "incorrect argument label in call (have '\(spelled(labels))', expected '\(spelled(form))')"
  }
}
