import Foundation

/// Foundation's formatting, run by Foundation itself: `NumberFormatter` and `DateFormatter` are
/// native objects whose properties are set on a Foundation formatter in the order the program
/// sets them (setting `numberStyle` changes the fraction digits, as it does on a device), and
/// `formatted()` of numbers and dates builds Foundation's format styles. Without a locale or a
/// time zone of its own, text is formatted in `en_US` and UTC (``FormattingPrelude``).
extension Evaluator {
  /// The locale a formatter or a format style uses when the program gives none.
  static let defaultLocale = Locale(identifier: "en_US")
  /// The time zone a date formatter or a date format style uses when the program gives none.
  static let defaultTimeZone = TimeZone(identifier: "UTC")!

  /// A new `NumberFormatter()` or `DateFormatter()`, or nil for another type.
  func constructFormatter(_ name: String, labels: [String?], at location: SourceLocation) throws -> Value? {
    let kind: UIKitObject.Kind
    let formatter: Formatter
    switch name {
    case "NumberFormatter":
      let numbers = NumberFormatter()
      numbers.locale = Self.defaultLocale
      (kind, formatter) = (.numberFormatter, numbers)
    case "DateFormatter":
      let dates = DateFormatter()
      dates.locale = Self.defaultLocale
      dates.timeZone = Self.defaultTimeZone
      (kind, formatter) = (.dateFormatter, dates)
    default:
      return nil
    }
    guard labels.isEmpty else {
      throw InterpreterError.checkFailed("extra argument in call", at: location)
    }
    let object = UIKitObject(kind)
    object.formatter = formatter
    return .uikit(object)
  }

  // MARK: - Properties

  /// A formatter's property as the program reads it, or nil when it has none of that name.
  func formatterProperty(_ name: String, of object: UIKitObject) -> Value? {
    switch object.formatter {
    case let numbers as NumberFormatter: Self.numberFormatterProperty(name, of: numbers)
    case let dates as DateFormatter: Self.dateFormatterProperty(name, of: dates)
    default: nil
    }
  }

  /// Sets a formatter's property on its Foundation formatter; false when it has none of that name.
  func setFormatterProperty(
    _ name: String, to value: Value, of object: UIKitObject, at location: SourceLocation
  )
    throws -> Bool
  {
    switch object.formatter {
    case let numbers as NumberFormatter:
      return try Self.setNumberFormatterProperty(name, to: value.unwrappedOnce, of: numbers, at: location)
    case let dates as DateFormatter:
      return try Self.setDateFormatterProperty(name, to: value.unwrappedOnce, of: dates, at: location)
    default:
      return false
    }
  }

  private static let numberStyles: [(String, NumberFormatter.Style)] = [
    ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent),
    ("scientific", .scientific), ("spellOut", .spellOut), ("ordinal", .ordinal),
    ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural),
    ("currencyAccounting", .currencyAccounting),
  ]

  private static let dateStyles: [(String, DateFormatter.Style)] = [
    ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
  ]

  /// The string properties of a number formatter, which Foundation declares `String!` (these
  /// tables of key paths are never changed: `nonisolated(unsafe)` for key paths, not Sendable).
  nonisolated(unsafe) private static let numberFormatterStrings:
    [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
      "currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol,
      "groupingSeparator": \.groupingSeparator, "decimalSeparator": \.decimalSeparator,
      "positivePrefix": \.positivePrefix, "positiveSuffix": \.positiveSuffix,
      "negativePrefix": \.negativePrefix, "negativeSuffix": \.negativeSuffix, "zeroSymbol": \.zeroSymbol,
    ]

  nonisolated(unsafe) private static let numberFormatterIntegers:
    [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
      "minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
      "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
    ]

  nonisolated(unsafe) private static let numberFormatterFlags:
    [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
      "usesGroupingSeparator": \.usesGroupingSeparator, "allowsFloats": \.allowsFloats,
      "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator, "isLenient": \.isLenient,
    ]

  private static func numberFormatterProperty(_ name: String, of formatter: NumberFormatter) -> Value? {
    if name == "numberStyle" {
      let style = numberStyles.first { $0.1 == formatter.numberStyle }?.0 ?? "none"
      return .enumCase(EnumValue(typeName: "NumberFormatter.Style", caseName: style, payload: []))
    }
    if name == "locale" { return locale(formatter.locale) }
    if let path = numberFormatterStrings[name] { return .string(formatter[keyPath: path] ?? "") }
    if let path = numberFormatterIntegers[name] { return .int(formatter[keyPath: path]) }
    if let path = numberFormatterFlags[name] { return .bool(formatter[keyPath: path]) }
    return nil
  }

  private static func setNumberFormatterProperty(
    _ name: String, to value: Value?, of formatter: NumberFormatter, at location: SourceLocation
  ) throws -> Bool {
    switch (name, value) {
    case ("numberStyle", .enumCase(let style)?):
      guard let found = numberStyles.first(where: { $0.0 == style.caseName }) else { return false }
      formatter.numberStyle = found.1
    case ("locale", let locale):
      formatter.locale = try Self.locale(of: locale, at: location)
    case (let name, .string(let text)?) where numberFormatterStrings[name] != nil:
      formatter[keyPath: numberFormatterStrings[name]!] = text
    case (let name, nil) where numberFormatterStrings[name] != nil:
      formatter[keyPath: numberFormatterStrings[name]!] = nil
    case (let name, .int(let number)?) where numberFormatterIntegers[name] != nil:
      formatter[keyPath: numberFormatterIntegers[name]!] = number
    case (let name, .bool(let flag)?) where numberFormatterFlags[name] != nil:
      formatter[keyPath: numberFormatterFlags[name]!] = flag
    default:
      return false
    }
    return true
  }

  private static func dateFormatterProperty(_ name: String, of formatter: DateFormatter) -> Value? {
    switch name {
    case "dateStyle", "timeStyle":
      let style = name == "dateStyle" ? formatter.dateStyle : formatter.timeStyle
      let found = dateStyles.first { $0.1 == style }?.0 ?? "none"
      return .enumCase(EnumValue(typeName: "DateFormatter.Style", caseName: found, payload: []))
    case "dateFormat": return .string(formatter.dateFormat ?? "")
    case "locale": return locale(formatter.locale)
    case "timeZone": return timeZone(formatter.timeZone)
    case "doesRelativeDateFormatting": return .bool(formatter.doesRelativeDateFormatting)
    default: return nil
    }
  }

  private static func setDateFormatterProperty(
    _ name: String, to value: Value?, of formatter: DateFormatter, at location: SourceLocation
  ) throws -> Bool {
    switch (name, value) {
    case ("dateStyle", .enumCase(let style)?), ("timeStyle", .enumCase(let style)?):
      guard let found = dateStyles.first(where: { $0.0 == style.caseName })?.1 else { return false }
      if name == "dateStyle" { formatter.dateStyle = found } else { formatter.timeStyle = found }
    case ("dateFormat", .string(let format)?): formatter.dateFormat = format
    case ("dateFormat", nil): formatter.dateFormat = nil
    case ("locale", let locale): formatter.locale = try Self.locale(of: locale, at: location)
    case ("timeZone", let zone): formatter.timeZone = try Self.timeZone(of: zone, at: location)
    case ("doesRelativeDateFormatting", .bool(let flag)?): formatter.doesRelativeDateFormatting = flag
    default: return false
    }
    return true
  }

  // MARK: - Methods

  /// A formatter's method, or nil when it has none of that name and labels.
  func formatterMethod(
    _ object: UIKitObject, _ name: String, _ values: [Value], labels: [String?], at location: SourceLocation
  ) throws -> Value? {
    switch (object.formatter, name, labels) {
    case (let numbers as NumberFormatter, "string", ["from"]),
      (let numbers as NumberFormatter, "string", ["for"]):
      guard let number = try Self.number(of: values[0], at: location) else { return .optional(nil) }
      return .optional(numbers.string(from: number).map(Value.string))
    case (let numbers as NumberFormatter, "number", ["from"]):
      guard case .string(let text) = values[0] else { return nil }
      guard let number = numbers.number(from: text) else { return .optional(nil) }
      let double = number.doubleValue
      let isWhole = double.rounded() == double && abs(double) < 1e15
      return .optional(try makeNumber(isWhole ? .int(Int(double)) : .double(double), at: location))
    case (let dates as DateFormatter, "string", ["from"]):
      return .string(dates.string(from: try Self.date(of: values[0], at: location)))
    case (let dates as DateFormatter, "date", ["from"]):
      guard case .string(let text) = values[0] else { return nil }
      return .optional(dates.date(from: text).map(Self.date))
    case (let dates as DateFormatter, "setLocalizedDateFormatFromTemplate", [nil]):
      guard case .string(let template) = values[0] else { return nil }
      dates.setLocalizedDateFormatFromTemplate(template)
      return .void
    default:
      return nil
    }
  }

  /// `NSNumber(value:)` of the stand-ins.
  private func makeNumber(_ value: Value, at location: SourceLocation) throws -> Value {
    let argument = Argument(label: "value", value: Expression(kind: .literalValue(value), location: location))
    return try construct("NSNumber", [argument], in: globals, receiver: nil, at: location)
  }

  /// `formatted()` of a number or a date, or nil for another receiver or call.
  func formatted(_ receiver: Value, _ values: [Value], labels: [String?], at location: SourceLocation) throws
    -> Value?
  {
    switch (receiver, labels) {
    case (.int(let number), []): return .string(number.formatted(.number.locale(Self.defaultLocale)))
    case (.double(let number), []): return .string(number.formatted(.number.locale(Self.defaultLocale)))
    case (.int, [nil]), (.double, [nil]):
      return .string(try Self.format(receiver, style: values[0], at: location))
    case (.structure(let date), _) where date.typeName == "Date" && isPreludeType("Date"):
      let style: Date.FormatStyle
      switch labels {
      case []: style = Date.FormatStyle(date: .numeric, time: .shortened)
      case ["date", "time"]:
        style = Date.FormatStyle(
          date: try Self.dateStyle(values[0], at: location), time: try Self.timeStyle(values[1], at: location)
        )
      default: return nil
      }
      var zoned = style
      zoned.locale = Self.defaultLocale
      zoned.timeZone = Self.defaultTimeZone
      return .string(try Self.date(of: receiver, at: location).formatted(zoned))
    default:
      return nil
    }
  }

  /// The types `formatted(...)`'s arguments are read as, for a receiver that has it.
  static func formattedArgumentTypes(_ receiver: Value, labels: [String?]) -> [TypeName?]? {
    switch (receiver, labels) {
    case (.int, [nil]), (.double, [nil]): [.named("NumberFormatStyle", [])]
    case (.structure(let date), ["date", "time"]) where date.typeName == "Date":
      [.named("Date.FormatStyle.DateStyle", []), .named("Date.FormatStyle.TimeStyle", [])]
    default: nil
    }
  }

  /// A number formatted in a `NumberFormatStyle` of the stand-ins, by Foundation's style for the
  /// number's type (an `Int`'s percent is the number itself: `5.formatted(.percent)` is 5%).
  private static func format(_ number: Value, style: Value, at location: SourceLocation) throws -> String {
    guard case .structure(let fields) = style, case .string(let kind)? = fields.fields["kind"],
      case .string(let code)? = fields.fields["currencyCode"]
    else {
      throw InterpreterError.unsupported(
        "this format style (write .number, .percent or .currency(code:))", at: location)
    }
    let locale = try Self.locale(of: fields.fields["locale"], at: location)
    var fractionLength: Int?
    var significantDigits: Int?
    if case .enumCase(let precision)? = fields.fields["precision"]?.unwrappedOnce,
      case .int(let digits)? = precision.payload.first
    {
      if precision.caseName == "fractionLength" {
        fractionLength = digits
      } else {
        significantDigits = digits
      }
    }
    let precision: NumberFormatStyleConfiguration.Precision? =
      fractionLength.map { .fractionLength($0) } ?? significantDigits.map { .significantDigits($0) }
    switch (number, kind) {
    case (.int(let integer), "percent"):
      var format = IntegerFormatStyle<Int>.Percent(locale: locale)
      if let precision { format = format.precision(precision) }
      return integer.formatted(format)
    case (.int(let integer), "currency"):
      var format = IntegerFormatStyle<Int>.Currency(code: code, locale: locale)
      if let precision { format = format.precision(precision) }
      return integer.formatted(format)
    case (.int(let integer), _):
      var format = IntegerFormatStyle<Int>(locale: locale)
      if let precision { format = format.precision(precision) }
      return integer.formatted(format)
    case (.double(let double), "percent"):
      var format = FloatingPointFormatStyle<Double>.Percent(locale: locale)
      if let precision { format = format.precision(precision) }
      return double.formatted(format)
    case (.double(let double), "currency"):
      var format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
      if let precision { format = format.precision(precision) }
      return double.formatted(format)
    case (.double(let double), _):
      var format = FloatingPointFormatStyle<Double>(locale: locale)
      if let precision { format = format.precision(precision) }
      return double.formatted(format)
    default:
      throw InterpreterError.checkFailed("'formatted' needs a number", at: location)
    }
  }

  // MARK: - Values

  private static func locale(_ locale: Locale) -> Value {
    .structure(StructValue(typeName: "Locale", fields: ["identifier": .string(locale.identifier)]))
  }

  private static func timeZone(_ zone: TimeZone) -> Value {
    .structure(StructValue(typeName: "TimeZone", fields: ["identifier": .string(zone.identifier)]))
  }

  /// The Foundation locale of a `Locale` of the stand-ins; nil gives the default.
  static func locale(of value: Value?, at location: SourceLocation) throws -> Locale {
    guard let value = value?.unwrappedOnce else { return defaultLocale }
    guard case .string(let identifier)? = value.field("identifier") else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to 'Locale'", at: location)
    }
    return Locale(identifier: identifier)
  }

  /// The Foundation time zone of a `TimeZone` of the stand-ins; nil gives the default.
  static func timeZone(of value: Value?, at location: SourceLocation) throws -> TimeZone {
    guard let value = value?.unwrappedOnce else { return defaultTimeZone }
    guard case .string(let identifier)? = value.field("identifier"),
      let zone = TimeZone(identifier: identifier)
    else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to 'TimeZone'", at: location)
    }
    return zone
  }

  /// `TimeZone(identifier:)`: nil for an identifier Foundation does not know.
  static func timeZone(identifier: String) -> Value {
    TimeZone(identifier: identifier) == nil
      ? .optional(nil) : .optional(timeZone(TimeZone(identifier: identifier)!))
  }

  /// The Foundation number of an `Int`, a `Double` or an `NSNumber` of the stand-ins.
  private static func number(of value: Value, at location: SourceLocation) throws -> NSNumber? {
    switch value.unwrappedOnce {
    case .int(let number)?: return NSNumber(value: number)
    case .double(let number)?: return NSNumber(value: number)
    case .object(let object)? where object.typeName == "NSNumber":
      return try number(of: object.fields["value"] ?? .void, at: location)
    case nil: return nil
    default:
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'NSNumber'", at: location)
    }
  }

  /// The Foundation date of a `Date` of the stand-ins.
  static func date(of value: Value, at location: SourceLocation) throws -> Date {
    guard case .double(let seconds)? = value.unwrappedOnce?.field("timeIntervalSinceReferenceDate") else {
      throw InterpreterError.checkFailed(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Date'", at: location)
    }
    return Date(timeIntervalSinceReferenceDate: seconds)
  }

  /// A `Date` of the stand-ins.
  static func date(_ date: Date) -> Value {
    .structure(
      StructValue(
        typeName: "Date",
        fields: ["timeIntervalSinceReferenceDate": .double(date.timeIntervalSinceReferenceDate)]))
  }

  private static func dateStyle(_ value: Value, at location: SourceLocation) throws
    -> Date.FormatStyle.DateStyle
  {
    guard case .enumCase(let style) = value else {
      throw InterpreterError.checkFailed("cannot convert to 'Date.FormatStyle.DateStyle'", at: location)
    }
    switch style.caseName {
    case "numeric": return .numeric
    case "abbreviated": return .abbreviated
    case "long": return .long
    case "complete": return .complete
    default: return .omitted
    }
  }

  private static func timeStyle(_ value: Value, at location: SourceLocation) throws
    -> Date.FormatStyle.TimeStyle
  {
    guard case .enumCase(let style) = value else {
      throw InterpreterError.checkFailed("cannot convert to 'Date.FormatStyle.TimeStyle'", at: location)
    }
    switch style.caseName {
    case "shortened": return .shortened
    case "standard": return .standard
    case "complete": return .complete
    default: return .omitted
    }
  }
}
