/// Where a written type and each of its parts start, in the shape of its ``TypeName``: what a
/// refusal of the type points at, as the compiler's does (`Set<Plain>` at `Set`, the `Strin` of
/// `[Strin]` at `Strin`).
///
/// Kept beside the type name (on a variable, a parameter, a function's result) rather than in it,
/// so that type names compare and hash as the types they spell.
struct TypeLocation {
  /// Where the type starts.
  var start: SourceLocation
  /// The parts' places, in the order of the ``TypeName``'s: a named type's generic arguments, the
  /// wrapped type of an optional, an array's element, a dictionary's key and value, a tuple's
  /// elements, a function's parameters then its result.
  var parts: [TypeLocation] = []

  /// The place of part `index`; the whole type's start when it is not known (a type the program
  /// did not write, such as a closure's typed from its context).
  func part(_ index: Int) -> TypeLocation {
    index < parts.count ? parts[index] : TypeLocation(start: start)
  }
}
