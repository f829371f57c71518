import DiffableInterpreter
import Testing

/// Foundation's formatting, run by Foundation: what differs from a compiled program is only the
/// defaults, which diffable fixes so that a script prints the same everywhere (`en_US`, UTC).
/// Fixture 66 compares the rest with swiftc.
@Suite("Formatting: NumberFormatter, DateFormatter and formatted(), in en_US and UTC unless told")
struct FormattingTests {
  /// What the entries print, each error as a line.
  static func output(_ entries: String...) -> String {
    let interpreter = Interpreter()
    var printed = ""
    for entry in entries {
      do {
        try interpreter.run(entry) { printed += $0 }
      } catch let error as InterpreterError {
        printed += "error: \(error.message)\n"
      } catch {
        printed += "error: \(error)\n"
      }
    }
    return printed
  }

  @Test func theDefaultsAreUnitedStatesEnglishAndUTC() {
    let printed = Self.output(
      """
      print(Locale.current.identifier, TimeZone.current.identifier)
      let prices = NumberFormatter()
      prices.numberStyle = .currency
      print(prices.string(from: 1234.5)!, 1234.5.formatted(.currency(code: "USD")))
      let day = Date(timeIntervalSince1970: 1_767_258_000)
      let dates = DateFormatter()
      dates.dateStyle = .long
      print(dates.string(from: day), day.formatted(date: .abbreviated, time: .omitted))
      print(Date().formatted())
      """)
    #expect(
      printed
        == "en_US GMT\n$1,234.50 $1,234.50\nJanuary 1, 2026 Jan 1, 2026\n1/1/2026, 9:00\u{202F}AM\n",
      "\(printed)")
  }

  @Test func propertiesApplyInTheOrderTheyAreSet() {
    let printed = Self.output(
      """
      let formatter = NumberFormatter()
      print(formatter.maximumFractionDigits)
      formatter.numberStyle = .currency
      print(formatter.maximumFractionDigits)
      formatter.numberStyle = .none
      formatter.maximumFractionDigits = 3
      print(formatter.string(from: 3.14159)!)
      """)
    #expect(printed == "0\n2\n3.142\n", "\(printed)")
  }

  @Test(arguments: [
    (
      "let f = NumberFormatter()\nf.numberStyle = 3",
      "cannot assign value of type 'Int' to type 'NumberFormatter.Style'"
    ),
    (
      "let f = DateFormatter()\nf.calendar = 1",
      "cannot assign to property: 'calendar' is a get-only property"
    ),
    ("let f = NumberFormatter(locale: 1)", "extra argument in call"),
    ("let f = RelativeDateTimeFormatter()", "diffable does not run 'RelativeDateTimeFormatter' yet"),
    ("print(1.formatted(.dateTime))", "cannot infer contextual base in reference to member 'dateTime'"),
  ])
  func whatIsNotFormattingIsRefused(source: String, message: String) {
    let printed = Self.output(source)
    #expect(printed.contains(message), "\(printed)")
  }

  /// `Calendar.current` is Gregorian in UTC, and "today" is the interpreter's clock (2026-01-01).
  @Test func theCurrentCalendarIsGregorianInUTCAndTodayIsTheClocks() {
    let printed = Self.output(
      """
      let calendar = Calendar.current
      print(calendar.identifier, calendar.timeZone.identifier, calendar.firstWeekday)
      let morning = Date(timeIntervalSince1970: 1_767_225_600)
      print(calendar.isDateInToday(morning), calendar.isDateInTomorrow(morning.addingTimeInterval(86_400)))
      print(calendar.isDateInYesterday(morning), calendar.component(.hour, from: morning))
      """)
    #expect(printed == "gregorian GMT 1\ntrue true\nfalse 0\n", "\(printed)")
  }

  @Test func anUnknownTimeZoneIsNil() {
    #expect(
      Self.output(
        #"print(TimeZone(identifier: "Mars/Olympus") == nil, TimeZone(identifier: "Asia/Tokyo")!.identifier)"#
      )
        == "true Asia/Tokyo\n")
  }
}
