/// The Foundation stand-ins app code around a data source uses, declared in Swift and run before
/// the program's first entry with ``UIKitPrelude``:
/// - `NSObject`, Hashable by `hash` and `isEqual(_:)`, which a subclass overrides to give its
///   identifiers a rule, as Objective-C-era code does; its own `isEqual(_:)` is `===`, and its
///   own `hash` is 0 (a choice: Foundation's is the object's address; both agree with
///   `isEqual(_:)`).
/// - `Date`, a number of seconds since 2001-01-01 00:00:00 UTC, with `TimeInterval`. `Date()` and
///   `Date.now` read the interpreter's clock (``Evaluator/nextDate()``), which starts at
///   2026-01-01 09:00:00 UTC and moves one second forward at each reading (a choice: a script
///   prints the same every time, and each reading is later than the one before, as on a device).
/// - `ComparisonResult`, what `compare(_:)` and `caseInsensitiveCompare(_:)` return, and the
///   standard library's `FloatingPointRoundingRule`, which `rounded(_:)` takes: their cases are the
///   context of `.orderedSame` and `.up` (Library+Numbers.swift rounds).
extension UIKitPrelude {
  static let foundationSource = """
    class NSObject: Hashable {
      init() {}
      var hash: Int { 0 }
      func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject else { return false }
        return self === other
      }
      func hash(into hasher: inout Hasher) { hasher.combine(hash) }
      static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    }

    typealias TimeInterval = Double

    enum ComparisonResult: Int {
      case orderedAscending = -1
      case orderedSame = 0
      case orderedDescending = 1
    }

    enum FloatingPointRoundingRule {
      case toNearestOrAwayFromZero, toNearestOrEven, up, down, towardZero, awayFromZero
    }

    struct Date: Hashable, Comparable, CustomStringConvertible {
      var timeIntervalSinceReferenceDate: Double
      // Never run: `Date()` is the clock's reading (Evaluator.makeDate()).
      init() { self.timeIntervalSinceReferenceDate = 0 }
      init(timeIntervalSinceReferenceDate: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
      }
      init(timeIntervalSince1970: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSince1970 - 978_307_200
      }
      init(timeIntervalSinceNow: Double) {
        self.timeIntervalSinceReferenceDate = Date().timeIntervalSinceReferenceDate + timeIntervalSinceNow
      }
      init(timeInterval: Double, since date: Date) {
        self.timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + timeInterval
      }
      static var now: Date { return Date() }
      static let distantPast = Date(timeIntervalSinceReferenceDate: -63_114_076_800.0)
      static let distantFuture = Date(timeIntervalSinceReferenceDate: 63_113_904_000.0)
      var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + 978_307_200 }
      func timeIntervalSince(_ date: Date) -> Double {
        timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate
      }
      func addingTimeInterval(_ interval: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + interval)
      }
      mutating func addTimeInterval(_ interval: Double) {
        timeIntervalSinceReferenceDate += interval
      }
      func distance(to other: Date) -> Double {
        other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate
      }
      func advanced(by interval: Double) -> Date { addingTimeInterval(interval) }
      static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
      }
      static func + (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(rhs) }
      static func - (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(-rhs) }
      var description: String {
        let since1970 = timeIntervalSince1970
        var seconds = Int(since1970)
        if Double(seconds) > since1970 { seconds -= 1 }
        var days = seconds / 86_400
        if seconds % 86_400 < 0 { days -= 1 }
        let secondOfDay = seconds - days * 86_400
        // The civil date of a day count (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthShifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthShifted + 2) / 5 + 1
        let month = monthShifted < 10 ? monthShifted + 3 : monthShifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\\(number)" : "\\(number)" }
        let time = "\\(twoDigits(secondOfDay / 3600)):\\(twoDigits(secondOfDay % 3600 / 60)):\\(twoDigits(secondOfDay % 60))"
        return "\\(year)-\\(twoDigits(month))-\\(twoDigits(day)) \\(time) +0000"
      }
    }

    """
}
