// Class properties: lazy var computed once, observers on class properties, computed properties
// with setters, static counters, and identity through several references.
final class Profile {
  static var created = 0
  var log: [String] = []
  var first: String
  var last: String

  var name: String {
    get { "\(first) \(last)" }
    set {
      let parts = newValue.split(separator: " ")
      first = parts.first.map(String.init) ?? ""
      last = parts.dropFirst().joined(separator: " ")
    }
  }

  var age = 0 {
    willSet { log.append("age will be \(newValue)") }
    didSet {
      if age < 0 { age = oldValue }
      log.append("age was \(oldValue)")
    }
  }

  lazy var initials: String = {
    log.append("computing initials")
    return "\(first.first!)\(last.first!)"
  }()

  init(first: String, last: String) {
    self.first = first
    self.last = last
    Profile.created += 1
  }
}

let profile = Profile(first: "Grace", last: "Hopper")
print(profile.initials, profile.initials)
profile.name = "Ada King Lovelace"
print(profile.first, "|", profile.last, "|", profile.name)
profile.age = 36
profile.age = -1
print(profile.age, profile.log)
let same = profile
same.first = "Augusta"
print(profile.name, Profile.created, same === profile)
_ = Profile(first: "A", last: "B")
print(Profile.created)
