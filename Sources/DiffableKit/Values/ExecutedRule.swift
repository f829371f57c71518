/// The `Hashable` rule of a struct whose `hash(into:)` and `==` are run as code rather than read
/// as fields (``StructType``): what each body combines or compares, as its client wrote it
/// (`name.lowercased()`), and the stored properties each part reads.
///
/// The values are keyed by the client, which runs the bodies; this rule only says what they do,
/// to announce the type and to explain a stale cell: a property `==` reads may change while what
/// `==` compares stays the same (`"Swift"` → `"swift"` under `name.lowercased()`).
///
/// ```swift
/// let part = ExecutedRule.Part(text: "name.lowercased()", reads: ["name"])
/// let tag = ExecutedRule(typeName: "Tag", hashed: [part], compared: [part])
/// tag.description                      // "Tag: hash(name.lowercased()), ==(name.lowercased())"
/// tag.reasons(changed: ["name", "count"])  // compared: ["name.lowercased()"], ignored: ["count"]
/// ```
public struct ExecutedRule: Hashable, Sendable, CustomStringConvertible {
  /// One value `hash(into:)` combines, or one comparison `==` joins with `&&`.
  public struct Part: Hashable, Sendable {
    /// The part as written, without the root it reads from (`self.`, `lhs.`); nil when the body
    /// is not one expression of such parts (it is then described by what it reads).
    public var text: String?
    /// The stored properties it reads, through computed properties and methods, in declared order.
    public var reads: [String]

    /// A part.
    public init(text: String?, reads: [String]) {
      self.text = text
      self.reads = reads
    }

    /// The text, or what the code it stands for reads.
    var shown: String {
      if let text { return text }
      return reads.isEmpty
        ? "code reading no stored property" : "code reading " + reads.joined(separator: ", ")
    }
  }

  /// The type's name.
  public var typeName: String
  /// What `hash(into:)` combines, in order.
  public var hashed: [Part]
  /// What `==` compares, in order.
  public var compared: [Part]
  /// Whether `==` is never true (it joins `false` with `&&`): no value is == even to itself,
  /// which the apply refuses with UIKit's exception; what it hashes then breaks no contract.
  public var isNeverEqual: Bool

  /// A rule.
  public init(typeName: String, hashed: [Part], compared: [Part], isNeverEqual: Bool = false) {
    self.typeName = typeName
    self.hashed = hashed
    self.compared = compared
    self.isNeverEqual = isNeverEqual
  }

  /// `Tag: hash(name.lowercased()), ==(name.lowercased())`: the rule as the session announces it.
  public var description: String {
    "\(typeName): hash(\(hashed.map(\.shown).joined(separator: ", "))), ==(\(compared.map(\.shown).joined(separator: ", ")))"
  }

  /// The stored properties `==` reads.
  public var equalityReads: Set<String> { Set(compared.flatMap(\.reads)) }

  /// Why a value whose `changed` properties changed is still `==` to the old one: the parts of
  /// `==` that read a changed property (they came out the same for both values), and the changed
  /// properties `==` does not read, each in the order given.
  public func reasons(changed: [String]) -> (compared: [String], ignored: [String]) {
    let touched = Set(changed)
    let compared = self.compared.filter { $0.reads.contains(where: touched.contains) }.map(\.shown)
    let read = equalityReads
    return (compared, changed.filter { !read.contains($0) })
  }

  /// A warning when `hash(into:)` reads a stored property that `==` does not: two values that are
  /// `==` may then hash differently, which breaks Hashable's contract.
  public var contractWarning: String? {
    guard !isNeverEqual else { return nil }
    let read = equalityReads
    var offending: [String] = []
    for field in hashed.flatMap(\.reads) where !read.contains(field) && !offending.contains(field) {
      offending.append(field)
    }
    guard !offending.isEmpty else { return nil }
    let list = offending.map { "'\($0)'" }.joined(separator: ", ")
    let noun = offending.count == 1 ? "property" : "properties"
    return "\(typeName) breaks Hashable's contract: hash(into:) reads the \(noun) \(list), which == does not "
      + "read, " + StructType.brokenContractConsequence
  }
}
