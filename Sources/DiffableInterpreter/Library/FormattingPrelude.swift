/// Foundation's formatting as cell text uses it, declared in Swift and run with the other
/// stand-ins (``UIKitPrelude``): `Locale`, `TimeZone`, `NSNumber`, the styles of `NumberFormatter`
/// and `DateFormatter` (which are native: Library+Formatting.swift), and the format styles
/// `formatted(_:)` takes.
///
/// Choices where a script must print the same on every machine: `Locale.current` is `en_US` and
/// `TimeZone.current` is UTC (the clock's, ``FoundationPrelude``; Foundation names it GMT); the
/// text is Foundation's on the machine diffable runs on.
extension UIKitPrelude {
  static let formattingSource = """
    struct Locale: Hashable {
      let identifier: String
      init(identifier: String) { self.identifier = identifier }
      static let current = Locale(identifier: "en_US")
      static let autoupdatingCurrent = Locale(identifier: "en_US")
    }

    struct TimeZone: Hashable {
      let identifier: String
      // Never run: made natively, nil for an identifier Foundation does not know.
      init?(identifier: String) { self.identifier = identifier }
      static let current = TimeZone(identifier: "UTC")!
      static let autoupdatingCurrent = TimeZone(identifier: "UTC")!
      static let gmt = TimeZone(identifier: "GMT")!
    }

    // Foundation's boxed number, as a formatter takes and gives it.
    class NSNumber: Hashable {
      let value: Any
      init(value: Any) { self.value = value }
      var doubleValue: Double { value as? Double ?? Double(value as! Int) }
      var intValue: Int { value as? Int ?? Int(value as! Double) }
      static func == (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.doubleValue == rhs.doubleValue }
      func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }
    }

    extension NumberFormatter {
      enum Style {
        case none, decimal, currency, percent, scientific, spellOut, ordinal, currencyISOCode, currencyPlural
        case currencyAccounting
      }
    }

    extension DateFormatter {
      enum Style {
        case none, short, medium, long, full
      }
    }

    // What `formatted(_:)` of a number takes: `.number`, `.percent`, `.currency(code:)`, with
    // `.precision(.fractionLength(2))` and `.locale(_:)` (Foundation's are generic types; this
    // one stands for them all).
    struct NumberFormatStyle {
      enum Precision {
        case fractionLength(Int)
        case significantDigits(Int)
      }
      let kind: String
      let currencyCode: String
      var precision: Precision? = nil
      var locale = Locale.current
      static var number: NumberFormatStyle { NumberFormatStyle(kind: "number", currencyCode: "") }
      static var percent: NumberFormatStyle { NumberFormatStyle(kind: "percent", currencyCode: "") }
      static func currency(code: String) -> NumberFormatStyle {
        NumberFormatStyle(kind: "currency", currencyCode: code)
      }
      func precision(_ precision: Precision) -> NumberFormatStyle {
        var style = self
        style.precision = precision
        return style
      }
      func locale(_ locale: Locale) -> NumberFormatStyle {
        var style = self
        style.locale = locale
        return style
      }
    }

    extension Date {
      struct FormatStyle {
        enum DateStyle {
          case omitted, numeric, abbreviated, long, complete
        }
        enum TimeStyle {
          case omitted, shortened, standard, complete
        }
      }
    }

    """
}
