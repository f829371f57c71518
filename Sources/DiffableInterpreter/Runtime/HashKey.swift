/// What a value hashes to: the values it combined, as Swift values. Two keys are equal only if
/// the values may be equal; a lookup then asks `==`, which may be the user's code.
indirect enum HashKey: Hashable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case character(Character)
  case object(ObjectIdentifier)
  /// A composite: a tag (the type or case name) and its parts in order.
  case list(String, [HashKey])
}
