/// Foundation's calendar as app code uses it to group and label dates (sections by day, "due in
/// 3 days"), declared in Swift and run with the other stand-ins (``UIKitPrelude``): its methods
/// are Foundation's own (Library+Calendar.swift).
///
/// `Calendar.current` is the Gregorian calendar in UTC and `en_US` (a choice, as for formatters:
/// a device uses its settings; a script must print the same everywhere).
extension UIKitPrelude {
  static let calendarSource = """
    struct Calendar: Hashable {
      enum Identifier: Hashable {
        case gregorian, iso8601, buddhist, hebrew, islamic, japanese, persian, chinese
      }
      enum Component: Hashable {
        case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter
        case weekOfMonth, weekOfYear, yearForWeekOfYear, calendar, timeZone
      }
      let identifier: Identifier
      var timeZone = TimeZone.current
      var locale: Locale? = Locale.current
      var firstWeekday = 1
      init(identifier: Identifier) { self.identifier = identifier }
      static var current: Calendar { Calendar(identifier: .gregorian) }
      static var autoupdatingCurrent: Calendar { Calendar(identifier: .gregorian) }
    }

    struct DateComponents: Hashable {
      var calendar: Calendar? = nil
      var timeZone: TimeZone? = nil
      var era: Int? = nil
      var year: Int? = nil
      var month: Int? = nil
      var day: Int? = nil
      var hour: Int? = nil
      var minute: Int? = nil
      var second: Int? = nil
      var nanosecond: Int? = nil
      var weekday: Int? = nil
      var weekdayOrdinal: Int? = nil
      var quarter: Int? = nil
      var weekOfMonth: Int? = nil
      var weekOfYear: Int? = nil
      var yearForWeekOfYear: Int? = nil
      var isLeapMonth: Bool? = nil
      init(
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil,
        month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil,
        nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil,
        weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil, isLeapMonth: Bool? = nil
      ) {
        self.calendar = calendar
        self.timeZone = timeZone
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.weekday = weekday
        self.weekdayOrdinal = weekdayOrdinal
        self.quarter = quarter
        self.weekOfMonth = weekOfMonth
        self.weekOfYear = weekOfYear
        self.yearForWeekOfYear = yearForWeekOfYear
        self.isLeapMonth = isLeapMonth
      }
    }

    """
}
