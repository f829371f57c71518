/// Which argument goes to which parameter, by Swift's rules: labels in order, defaults for those
/// left out, a variadic parameter taking the following unlabelled arguments, and a trailing closure
/// standing for a closure parameter whatever its label.
enum ArgumentMatching {
  /// What one parameter receives.
  enum Slot {
    case argument(Int)
    case variadic([Int])
    case defaultValue
  }

  /// Whether each argument goes to the parameter at its own position (as many arguments as
  /// parameters, none variadic, the labels written as declared, no trailing closure): what
  /// `match` answers then, found without making the slots.
  static func isDirect(_ parameters: [Parameter], labels: [String?], trailing: [Bool]) -> Bool {
    guard parameters.count == labels.count, trailing.count == labels.count else { return false }
    for index in parameters.indices {
      let parameter = parameters[index]
      if parameter.isVariadic || trailing[index] || parameter.label != labels[index] { return false }
    }
    return true
  }

  /// `isDirect` for a call's own arguments, read without making arrays of their labels.
  static func isDirect(_ parameters: [Parameter], _ arguments: [Argument]) -> Bool {
    guard parameters.count == arguments.count else { return false }
    for index in parameters.indices {
      if parameters[index].isVariadic || arguments[index].isTrailingClosure
        || parameters[index].label != arguments[index].label
      {
        return false
      }
    }
    return true
  }

  /// The slots of `parameters`, or the compiler's message for a call that does not fit.
  static func match(_ parameters: [Parameter], labels: [String?], trailing: [Bool]) -> Result<
    [Slot], Mismatch
  > {
    var slots: [Slot] = []
    var next = 0
    // A defaulted parameter passed over while an argument was waiting: a leftover argument was
    // most likely meant for it, and the compiler says so.
    var skipped: Parameter?
    for parameter in parameters {
      if parameter.isVariadic {
        var taken: [Int] = []
        while next < labels.count, labels[next] == (taken.isEmpty ? parameter.label : nil) {
          taken.append(next)
          next += 1
        }
        slots.append(.variadic(taken))
        continue
      }
      // A trailing closure passes over a defaulted parameter that takes no closure (SE-0286's
      // forward scan): `fetch(page: 2) { ... }` with `pageSize: Int = 3` before `completion`.
      let closurePassesOver =
        next < labels.count && trailing[next] && labels[next] == nil && parameter.defaultValue != nil
        && (parameter.takesClosure ?? parameter.type.map(\.acceptsClosure)) == false
      if next < labels.count, !closurePassesOver,
        labels[next] == parameter.label || (trailing[next] && labels[next] == nil)
      {
        slots.append(.argument(next))
        next += 1
      } else if parameter.defaultValue != nil {
        if next < labels.count, skipped == nil { skipped = parameter }
        slots.append(.defaultValue)
      } else if next < labels.count {
        return .failure(.wrongLabel(have: labels[next], expected: parameter.label))
      } else {
        return .failure(.missing(parameter.label ?? parameter.name))
      }
    }
    if next < labels.count {
      if let skipped { return .failure(.wrongLabel(have: labels[next], expected: skipped.label)) }
      return .failure(.extra(labels[next]))
    }
    return .success(slots)
  }

  /// Why a call does not fit a declaration, in the compiler's words.
  enum Mismatch: Error {
    case wrongLabel(have: String?, expected: String?)
    case missing(String)
    case extra(String?)

    var message: String { message(in: "call") }

    /// The message for a `call` or a `subscript`.
    func message(in place: String) -> String {
      switch self {
      case .wrongLabel(let have, let expected):
        switch (have, expected) {
        case (nil, let expected?): "missing argument label '\(expected):' in \(place)"
        case (_?, nil): "extraneous argument label '\(have ?? ""):' in \(place)"
        default:
          "incorrect argument label in \(place) (have '\(have ?? "_"):', expected '\(expected ?? "_"):')"
        }
      case .missing(let name): "missing argument for parameter '\(name)' in \(place)"
      case .extra(let label):
        label.map { "extra argument '\($0)' in \(place)" } ?? "extra argument in \(place)"
      }
    }
  }
}

extension TypeName {
  /// Whether a closure can be passed for a parameter of this type (a function type, optional or
  /// not, or a type the interpreter cannot see through).
  fileprivate var acceptsClosure: Bool {
    switch self {
    case .function, .opaque: true
    case .optional(let wrapped): wrapped.acceptsClosure
    case .named(let name, _): !["Int", "Double", "Bool", "String", "Character"].contains(name)
    case .array, .dictionary, .tuple: false
    }
  }
}
