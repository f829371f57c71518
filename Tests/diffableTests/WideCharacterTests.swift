import Testing

@testable import diffable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `wchar_t` is `Int32` here (x86_64) but `UInt32` on aarch64 Linux, where no toolchain is at
/// hand: the conversion is run over both types, so that it is known right for either.
@Suite struct WideCharacterTests {
  static let scalarValues: [UInt32] = [0, 0x41, 0x7F, 0x80, 0xE9, 0x800, 0xFFFD, 0x1_F34E, 0x10_FFFF]

  @Test(arguments: scalarValues)
  func aScalarValueIsKeptInASignedWideCharacter(value: UInt32) {
    let wide: Int32 = WideCharacter.make(value)
    #expect(Int(wide) == Int(value))
  }

  @Test(arguments: scalarValues)
  func aScalarValueIsKeptInAnUnsignedWideCharacter(value: UInt32) {
    let wide: UInt32 = WideCharacter.make(value)
    #expect(Int(wide) == Int(value))
  }

  @Test func thePlatformsWideCharacterHoldsTheReplacementCharacter() {
    let wide: wchar_t = WideCharacter.make(0xFFFD)
    #expect(Int(wide) == 0xFFFD)
  }
}
