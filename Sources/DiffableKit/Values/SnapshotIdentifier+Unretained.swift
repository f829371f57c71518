extension SnapshotIdentifier {
  /// An identifier held without a reference count: its inline number, or its box unretained.
  /// What a snapshot's index keeps of its items and sections, and a differ of the items it
  /// flattens, so that their nodes and lists are copied and freed as plain bytes; something
  /// else (the snapshot's item lists and sections, the lists flattened) must keep the box
  /// alive as long as this is read.
  ///
  /// One word, like the identifier: an array of identifiers is read in place as an array of
  /// these when the two are laid out alike (``readsIdentifiersInPlace``).
  enum Unretained: Sendable {
    /// An `Int` identity held inline (see ``Representation/small(_:)``).
    case small(Int32)
    /// The box of any other identifier, not retained.
    case boxed(Unmanaged<Storage>)

    /// `identifier`, unretained.
    @inline(__always)
    init(_ identifier: SnapshotIdentifier) {
      switch identifier.representation {
      case .small(let number): self = .small(number)
      case .boxed(let storage): self = .boxed(.passUnretained(storage))
      }
    }

    /// The identifier, retained again.
    var identifier: SnapshotIdentifier {
      switch self {
      case .small(let number): SnapshotIdentifier(representation: .small(number))
      case .boxed(let storage): SnapshotIdentifier(storage: storage.takeUnretainedValue())
      }
    }

    /// The identity's hash (``SnapshotIdentifier/keyHash``), read without retaining the box.
    @inline(__always)
    var keyHash: Int {
      switch self {
      case .small(let number): SnapshotIdentifier.intKeyHash(Int(number))
      case .boxed(let storage): storage._withUnsafeGuaranteedRef { $0.keyHash }
      }
    }

    /// ``SnapshotIdentifier/localityNumber``, read without retaining the box.
    var localityNumber: Int? {
      switch self {
      case .small(let number): Int(number)
      case .boxed(let storage): storage._withUnsafeGuaranteedRef { $0.localityNumber }
      }
    }

    /// The word as bits: two of them with the same bits hold the same identifier alike.
    @inline(__always)
    var bits: UInt { unsafeBitCast(self, to: UInt.self) }

    /// Whether this holds `identifier` as it is held (the same inline number or the same box:
    /// ``SnapshotIdentifier/isIdentical(to:)``). Reads no box.
    func holds(_ identifier: SnapshotIdentifier) -> Bool {
      switch (self, identifier.representation) {
      case (.small(let left), .small(let right)): left == right
      case (.boxed(let left), .boxed(let right)):
        left.toOpaque() == Unmanaged.passUnretained(right).toOpaque()
      default: false
      }
    }

    /// Whether two are the same identifier (``SnapshotIdentifier``'s `==`), retaining neither.
    @inline(__always)
    static func same(_ lhs: Unretained, _ rhs: Unretained) -> Bool {
      switch (lhs, rhs) {
      case (.small(let left), .small(let right)): left == right
      case (.boxed(let left), .boxed(let right)):
        left.toOpaque() == right.toOpaque()
          || left._withUnsafeGuaranteedRef { lhs in
            right._withUnsafeGuaranteedRef { rhs in lhs.keyHash == rhs.keyHash && lhs.hasSameKey(as: rhs) }
          }
      case (.small(let number), .boxed(let storage)), (.boxed(let storage), .small(let number)):
        storage._withUnsafeGuaranteedRef { $0.isIdentity(ofSmall: number) }
      }
    }

    /// Whether the bytes of an identifier are those of its ``Unretained`` form, so that a list
    /// of identifiers is read in place as a list of these (which retains nothing): the same size
    /// and stride, and samples of each case read back as what they hold. Checked once.
    static let readsIdentifiersInPlace: Bool = {
      guard MemoryLayout<SnapshotIdentifier>.size == MemoryLayout<Unretained>.size,
        MemoryLayout<SnapshotIdentifier>.stride == MemoryLayout<Unretained>.stride
      else { return false }
      let samples = [
        SnapshotIdentifier(.int(-3)), SnapshotIdentifier(.int(.max)), SnapshotIdentifier(.symbol("a")),
        SnapshotIdentifier(.int(Int(Int32.max))), SnapshotIdentifier(.int(Int(Int32.min))),
      ]
      return samples.withUnsafeBytes { bytes in
        bytes.withMemoryRebound(to: Unretained.self) { read in
          zip(read, samples).allSatisfy { $0.holds($1) }
        }
      }
    }()
  }
}
