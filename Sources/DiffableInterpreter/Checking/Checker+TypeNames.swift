extension Checker {
  /// Refuses a type name that names no type here (`var x: Strin`), in the compiler's words: not
  /// the program's (declared in any entry, nested, an alias, a generic parameter in scope), not
  /// the library's, and not one of Apple's frameworks. A name the checker cannot judge is let
  /// through: inside a protocol or its extension (associated types), inside a type whose parents
  /// it cannot see, and a name in the framework style of two capitals first (`CLLocation`, `URL`).
  func refuseUnknownType(_ name: String, at location: SourceLocation) throws {
    if resolve(name) != nil || Self.frameworkTypeNames.contains(name) || Self.knownButNotRun(name)
      || Self.knownProtocols.contains(name) || Self.hasFrameworkPrefix(name)
    {
      return
    }
    if enclosingTypes.contains(where: mayNameTypesUnseen) || isNestedTypeName(name) { return }
    throw InterpreterError.checkFailed("cannot find type '\(name)' in scope", at: location)
  }

  /// Whether code inside `type` may name types the checker does not see: a protocol's associated
  /// types, the members a library type or an unseen parent gives.
  private func mayNameTypesUnseen(_ type: String) -> Bool {
    if openTypes.contains(type) || Library.typeNames.contains(type) { return true }
    if Library.collectionProtocolAdopters[type] != nil || Self.knownProtocols.contains(type) { return true }
    if let known = evaluator.types[type] { return known.kind == .protocol }
    return entryProtocols.contains(type) || typeMembers[type] == nil
  }

  /// Whether `name` is a nested type's (`Inner` of `Outer.Inner`), which code inside its outer
  /// type (or a subclass) names bare.
  private func isNestedTypeName(_ name: String) -> Bool {
    let suffix = ".\(name)"
    return evaluator.types.keys.contains { $0.hasSuffix(suffix) }
      || typeMembers.keys.contains { $0.hasSuffix(suffix) }
  }

  /// Whether a name starts with two capitals, as the types of Apple's frameworks do (`UIColor`,
  /// `CLLocation`, `URL`, `JSONDecoder`): such a name is not taken for a misspelling.
  private static func hasFrameworkPrefix(_ name: String) -> Bool {
    let initials = name.utf8.prefix(2)
    return initials.count == 2 && initials.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
  }

  /// Types of the standard library, Foundation, Dispatch, Combine and SwiftUI that a program may
  /// name without declaring them (whether diffable runs them or not).
  static let frameworkTypeNames: Set<String> = [
    // The standard library.
    "Any", "AnyObject", "AnyHashable", "Never", "Void", "Self", "Int", "Double", "Float", "Float16",
    "Float80",
    "Bool", "String", "Character", "Substring", "StaticString", "Unicode", "Array", "ArraySlice",
    "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "PartialRangeFrom",
    "PartialRangeThrough", "PartialRangeUpTo", "Slice", "Error", "Hasher", "Mirror", "ObjectIdentifier",
    "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "Sequence",
    "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
    "RangeReplaceableCollection", "IteratorProtocol", "AnyIterator", "AnySequence", "AnyCollection",
    "IndexingIterator", "EnumeratedSequence", "Zip2Sequence", "ReversedCollection", "LazySequence",
    "StrideTo", "StrideThrough", "Strideable", "Numeric", "BinaryInteger", "FixedWidthInteger",
    "SignedInteger", "UnsignedInteger", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
    "AdditiveArithmetic", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "RawRepresentable", "OptionSet",
    "SetAlgebra", "TextOutputStream", "TextOutputStreamable", "LosslessStringConvertible",
    "RandomNumberGenerator", "SystemRandomNumberGenerator", "Duration", "Clock", "ContinuousClock",
    "SuspendingClock", "Task", "TaskGroup", "ThrowingTaskGroup", "TaskPriority", "CancellationError",
    "CheckedContinuation", "UnsafeContinuation", "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream",
    "AsyncThrowingStream", "MainActor", "Actor", "GlobalActor", "Encoder", "Decoder", "CodingKey",
    "KeyedDecodingContainer", "KeyedEncodingContainer", "SingleValueDecodingContainer",
    "UnkeyedDecodingContainer", "DecodingError", "EncodingError", "Unmanaged", "OpaquePointer",
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "Int128", "UInt128", "Repeated", "CollectionOfOne",
    "EmptyCollection", "DefaultIndices", "Dictionary.Index", "Set.Index",
    // Associated types of the library's protocols, which a conforming type names bare
    // (`init?(rawValue: RawValue)` in an enum of raw values).
    "RawValue", "AllCases", "Element", "Index", "Indices", "Iterator", "SubSequence", "Output", "Failure",
    "Success", "Wrapped", "Key", "Value", "Body", "Stride", "Magnitude", "CodingKeys", "ArrayLiteralElement",
    "StringLiteralType", "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType",
    // Foundation and Dispatch.
    "Date", "DateComponents", "DateInterval", "Calendar", "Locale", "TimeZone", "TimeInterval", "Decimal",
    "Data", "Bundle", "Notification", "NotificationCenter", "UserDefaults", "Measurement", "Unit",
    "UnitLength", "UnitDuration", "UnitMass", "UnitTemperature", "Dimension", "Formatter", "NumberFormatter",
    "DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter", "ByteCountFormatter",
    "MeasurementFormatter", "ListFormatter", "PersonNameComponents", "PersonNameComponentsFormatter",
    "RelativeDateTimeFormatter", "FormatStyle", "AttributedString", "Selector", "Timer", "RunLoop",
    "OperationQueue", "Operation", "BlockOperation", "Thread", "Process", "ProcessInfo", "FileManager",
    "FileHandle", "Scanner", "Progress", "IndexSet", "IndexPath", "CharacterSet", "Predicate",
    "SortDescriptor", "SortOrder", "ComparisonResult", "LocalizedError", "CustomNSError", "Codable",
    "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable",
    "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "DispatchQueue", "DispatchGroup",
    "DispatchWorkItem", "DispatchTime", "DispatchTimeInterval", "DispatchQoS", "DispatchSemaphore",
    "DispatchSource", "DispatchWallTime", "PropertyListEncoder", "PropertyListDecoder",
    // Combine.
    "Publisher", "Publishers", "Subscriber", "Subscribers", "Subscription", "Cancellable", "AnyCancellable",
    "AnyPublisher", "AnySubscriber", "PassthroughSubject", "CurrentValueSubject", "Subject", "Just",
    "Future", "Deferred", "Empty", "Fail", "Record", "Published", "ObservableObject",
    "ObservableObjectPublisher", "Scheduler", "ImmediateScheduler",
    // SwiftUI and Observation.
    "View", "Text", "Image", "Color", "Font", "Button", "Binding", "State", "StateObject", "ObservedObject",
    "EnvironmentObject", "Environment", "Observable", "Bindable", "Group", "Section", "List", "ForEach",
    "Label", "Toggle", "TextField", "Spacer", "Divider", "ViewBuilder", "App", "Scene", "WindowGroup",
    "Namespace", "Animation", "Angle", "Alignment", "Edge", "EdgeInsets",
  ]
}
