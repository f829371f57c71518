// An NSObject subclass, as Objective-C-era models and search samples declare their identifiers:
// its `override var description` is what print, interpolation and collections show (NSObject is
// CustomStringConvertible, and its debug description is its description), beside a plain class
// that conforms itself.
import Foundation

class City: NSObject {
  let name: String
  let country: String

  init(name: String, country: String) {
    self.name = name
    self.country = country
  }

  override var description: String { "\(name), \(country)" }
  override func isEqual(_ object: Any?) -> Bool { (object as? City)?.name == name }
  override var hash: Int { name.count }
}

final class Capital: City {
  override var description: String { "\(super.description) (capital)" }
}

final class Town: CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  var description: String { "Town \(name)" }
}

let lyon = City(name: "Lyon", country: "FR")
let paris = Capital(name: "Paris", country: "FR")
print(lyon, paris)
print([lyon, paris], "\(lyon)", String(describing: paris))
debugPrint(lyon)
print(Optional(lyon) as Any, Town(name: "Ely"), [Town(name: "Rye")])
let visited: Set<City> = [lyon, City(name: "Lyon", country: "France"), paris]
print(visited.count, visited.map(\.description).sorted())
