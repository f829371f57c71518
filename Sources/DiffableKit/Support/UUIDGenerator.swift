/// Produces UUID strings from a fixed seed (SplitMix64), so every session prints the same
/// sequence: `UUID()` in a lesson gives the same output on every run.
public struct UUIDGenerator: Sendable {
  private var random = SplitMix64(seed: 0x5EED_D1FF_AB1E)

  /// A generator at the start of its sequence.
  public init() {}

  /// The next UUID, in the upper-case form Foundation prints.
  public mutating func next() -> String {
    // Version 4, variant 10 bits, as a random UUID has.
    let a = (random.next() & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
    let b = (random.next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    let hex =
      String(a, radix: 16, uppercase: true).leftPadded(to: 16)
      + String(b, radix: 16, uppercase: true).leftPadded(to: 16)
    let chars = Array(hex)
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }
    return groups.joined(separator: "-")
  }
}

extension String {
  package func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
