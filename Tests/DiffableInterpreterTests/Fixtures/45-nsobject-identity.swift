import Foundation

// Objective-C-era identifiers: an NSObject subclass gives its identity by overriding `hash` and
// `isEqual(_:)`, as Apple's older samples and many answers about duplicate identifiers do (Swift's
// `==` on NSObject calls `isEqual(_:)`, and Set and Dictionary ask `hash`). A subclass that
// overrides neither is equal only to itself.
class Payment: NSObject {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  override var hash: Int { id.hashValue }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Payment else { return false }
    return id == other.id
  }
}

final class Marker: NSObject {
  let name: String

  init(name: String) {
    self.name = name
  }
}

let fare = Payment(id: 1, title: "Fare")
let renamed = Payment(id: 1, title: "Fare (new)")
let tip = Payment(id: 2, title: "Tip")
print(fare == renamed, fare == tip, fare.isEqual(renamed), fare === renamed, fare != tip)
print(fare.hash == renamed.hash, fare.isEqual(nil), fare.isEqual("Fare"))
let payments: Set<Payment> = [fare, renamed, tip]
print(payments.count, payments.contains(Payment(id: 2, title: "")))
let first = Marker(name: "a")
let second = Marker(name: "a")
print(first == second, first == first, Set([first, second, first]).count)
print([fare, tip].firstIndex(of: renamed) ?? -1)
var notes: [Payment: String] = [:]
notes[fare] = "first"
notes[renamed] = "second"
print(notes.count, notes[tip] ?? "none", notes[fare] ?? "none")
