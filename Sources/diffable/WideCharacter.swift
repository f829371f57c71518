/// Conversions between Unicode scalar values and C's `wchar_t`, the one place that makes them.
///
/// `wchar_t` is `Int32` on x86_64 Linux and on Darwin but `UInt32` on aarch64 Linux, so a
/// sign-specific conversion (`bitPattern:` into `wchar_t` or `Int32`) builds on one and not
/// the other. These are generic over the integer type and use `truncatingIfNeeded`, which
/// exists for both; a scalar value (at most 0x10FFFF) fits either, so nothing is truncated.
/// `scripts/check-wchar` fails when a conversion of `wchar_t` appears anywhere else.
enum WideCharacter {
  /// The `wchar_t` (or any 32-bit integer type) holding the scalar value `value`.
  static func make<Wide: FixedWidthInteger>(_ value: UInt32, as type: Wide.Type = Wide.self) -> Wide {
    Wide(truncatingIfNeeded: value)
  }
}
