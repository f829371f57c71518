import Foundation

/// Foundation's calendar, run by Foundation itself: the stand-ins' `Calendar` and
/// `DateComponents` (``CalendarPrelude``) become Foundation's for each call, and its answers come
/// back as the stand-ins' values. "Today" is the interpreter's clock (``FoundationPrelude``).
extension Evaluator {
  /// The methods of the stand-ins' Foundation types that Foundation runs rather than Swift
  /// (``calendarMethod(_:_:_:labels:at:)``, ``formatted(_:_:labels:at:)``), for the checker.
  static let nativeMembers: [String: Set<String>] = [
    "Calendar": [
      "component", "dateComponents", "startOfDay", "date", "isDate", "isDateInToday", "isDateInYesterday",
      "isDateInTomorrow", "isDateInWeekend",
    ],
    "Date": ["formatted"],
  ]

  /// A method of a `Calendar` of the stand-ins, or nil for another receiver or call.
  func calendarMethod(
    _ receiver: Value, _ name: String, _ values: [Value], labels: [String?], at location: SourceLocation
  )
    throws -> Value?
  {
    guard case .structure(let instance) = receiver, instance.typeName == "Calendar", isPreludeType("Calendar")
    else {
      return nil
    }
    let calendar = try Self.calendar(of: receiver, at: location)
    func date(_ index: Int) throws -> Date { try Self.date(of: values[index], at: location) }
    switch (name, labels) {
    case ("component", [nil, "from"]):
      return .int(calendar.component(try Self.component(of: values[0], at: location), from: try date(1)))
    case ("dateComponents", [nil, "from"]):
      let components = calendar.dateComponents(
        try Self.components(of: values[0], at: location), from: try date(1))
      return try dateComponents(components, at: location)
    case ("dateComponents", [nil, "from", "to"]):
      let components = calendar.dateComponents(
        try Self.components(of: values[0], at: location), from: try date(1), to: try date(2))
      return try dateComponents(components, at: location)
    case ("startOfDay", ["for"]):
      return Self.date(calendar.startOfDay(for: try date(0)))
    case ("date", ["byAdding", "value", "to"]):
      guard case .int(let amount) = values[1] else { return nil }
      let component = try Self.component(of: values[0], at: location)
      return .optional(calendar.date(byAdding: component, value: amount, to: try date(2)).map(Self.date))
    case ("date", ["byAdding", "to"]):
      let components = try Self.dateComponents(of: values[0], at: location)
      return .optional(calendar.date(byAdding: components, to: try date(1)).map(Self.date))
    case ("date", ["from"]):
      return .optional(
        calendar.date(from: try Self.dateComponents(of: values[0], at: location)).map(Self.date))
    case ("isDate", [nil, "inSameDayAs"]):
      return .bool(calendar.isDate(try date(0), inSameDayAs: try date(1)))
    case ("isDateInToday", [nil]), ("isDateInYesterday", [nil]), ("isDateInTomorrow", [nil]):
      // Against the interpreter's clock, read as `Date()` reads it.
      let now = try Self.date(of: makeDate(), at: location)
      let offset = name == "isDateInToday" ? 0 : name == "isDateInYesterday" ? -1 : 1
      guard let day = calendar.date(byAdding: .day, value: offset, to: now) else { return .bool(false) }
      return .bool(calendar.isDate(try date(0), inSameDayAs: day))
    case ("isDateInWeekend", [nil]):
      return .bool(calendar.isDateInWeekend(try date(0)))
    default:
      return nil
    }
  }

  /// The types the arguments of a calendar's method are read as (`.day`, `[.year, .month]`).
  static func calendarArgumentTypes(_ name: String, labels: [String?]) -> [TypeName?]? {
    let component = TypeName.named("Calendar.Component", [])
    switch (name, labels) {
    case ("component", [nil, "from"]): return [component, nil]
    case ("dateComponents", [nil, "from"]), ("dateComponents", [nil, "from", "to"]):
      return [.named("Set", [component]), nil, nil]
    case ("date", ["byAdding", "value", "to"]): return [component, nil, nil]
    default: return nil
    }
  }

  /// Foundation's description of a stand-in whose Swift prints Foundation's (`Locale`,
  /// `TimeZone`, `Calendar`, `DateComponents`), or nil for another value.
  func foundationDescription(of value: Value, at location: SourceLocation) throws -> String? {
    guard case .structure(let instance) = value, isPreludeType(instance.typeName) else { return nil }
    switch instance.typeName {
    case "Locale": return try Self.locale(of: value, at: location).description
    case "TimeZone": return try Self.timeZone(of: value, at: location).description
    case "Calendar": return try Self.calendar(of: value, at: location).description
    case "DateComponents": return try Self.dateComponents(of: value, at: location).description
    default: return nil
    }
  }

  // MARK: - Values

  private static let identifiers: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "hebrew": .hebrew,
    "islamic": .islamic, "japanese": .japanese, "persian": .persian, "chinese": .chinese,
  ]

  private static let componentNames: [(String, Calendar.Component)] = [
    ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
    ("second", .second), ("nanosecond", .nanosecond), ("weekday", .weekday),
    ("weekdayOrdinal", .weekdayOrdinal),
    ("quarter", .quarter), ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear),
    ("yearForWeekOfYear", .yearForWeekOfYear), ("calendar", .calendar), ("timeZone", .timeZone),
  ]

  /// The Foundation calendar of a `Calendar` of the stand-ins.
  private static func calendar(of value: Value, at location: SourceLocation) throws -> Calendar {
    guard case .enumCase(let identifier)? = value.field("identifier"),
      let kind = identifiers[identifier.caseName]
    else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to 'Calendar'", at: location)
    }
    var calendar = Calendar(identifier: kind)
    calendar.timeZone = try timeZone(of: value.field("timeZone"), at: location)
    calendar.locale = try locale(of: value.field("locale"), at: location)
    if case .int(let first)? = value.field("firstWeekday") { calendar.firstWeekday = first }
    return calendar
  }

  private static func component(of value: Value, at location: SourceLocation) throws -> Calendar.Component {
    guard case .enumCase(let component) = value,
      let found = componentNames.first(where: { $0.0 == component.caseName })?.1
    else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Calendar.Component'",
        at: location)
    }
    return found
  }

  private static func components(of value: Value, at location: SourceLocation) throws -> Set<
    Calendar.Component
  > {
    let elements: [Value]
    switch value {
    case .set(let store): elements = Array(store.keys)
    case .array(let array): elements = array
    default:
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Set<Calendar.Component>'",
        at: location)
    }
    return Set(try elements.map { try component(of: $0, at: location) })
  }

  /// The integer fields of `DateComponents`, as the stand-in and Foundation both name them.
  nonisolated(unsafe) private static let integerFields: [(String, WritableKeyPath<DateComponents, Int?>)] = [
    ("era", \.era), ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour),
    ("minute", \.minute),
    ("second", \.second), ("nanosecond", \.nanosecond), ("weekday", \.weekday),
    ("weekdayOrdinal", \.weekdayOrdinal), ("quarter", \.quarter), ("weekOfMonth", \.weekOfMonth),
    ("weekOfYear", \.weekOfYear), ("yearForWeekOfYear", \.yearForWeekOfYear),
  ]

  private static func dateComponents(of value: Value, at location: SourceLocation) throws -> DateComponents {
    guard case .structure(let instance) = value, instance.typeName == "DateComponents" else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'DateComponents'",
        at: location)
    }
    var components = DateComponents()
    for (name, path) in integerFields {
      if case .int(let number)? = instance.fields[name]?.unwrappedOnce { components[keyPath: path] = number }
    }
    if case .bool(let leap)? = instance.fields["isLeapMonth"]?.unwrappedOnce { components.isLeapMonth = leap }
    if let calendar = instance.fields["calendar"]?.unwrappedOnce {
      components.calendar = try Self.calendar(of: calendar, at: location)
    }
    if let zone = instance.fields["timeZone"]?.unwrappedOnce {
      components.timeZone = try timeZone(of: zone, at: location)
    }
    return components
  }

  /// A `DateComponents` of the stand-ins, made by its initializer with Foundation's answers.
  private func dateComponents(_ components: DateComponents, at location: SourceLocation) throws -> Value {
    var arguments = Self.integerFields.compactMap { name, path in
      components[keyPath: path].map {
        Argument(label: name, value: Expression(kind: .literalValue(.optional(.int($0))), location: location))
      }
    }
    if let leap = components.isLeapMonth {
      arguments.append(
        Argument(
          label: "isLeapMonth",
          value: Expression(kind: .literalValue(.optional(.bool(leap))), location: location)))
    }
    return try construct("DateComponents", arguments, in: globals, receiver: nil, at: location)
  }
}
