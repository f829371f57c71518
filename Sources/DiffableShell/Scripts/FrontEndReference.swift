import DiffableEngine

/// A front end held by reference. The shell asks the front end about every line, and an
/// `(any FrontEnd)?` read from a class's property, or bound in a mutating method, is copied
/// first (through its type's value witnesses, a hundred instructions or so); this is copied by
/// a retain, and its front end is read in place.
final class FrontEndReference: Sendable {
  let frontEnd: any FrontEnd

  init(_ frontEnd: any FrontEnd) { self.frontEnd = frontEnd }
}
