// The generic helpers app code writes around its cells: a protocol extension's static default
// (`reuseIdentifier` from the type's name), a function taking a metatype (`T.Type`) and naming
// `T` in its body (`T.reuseIdentifier`, `T()`, `as? T`, `is T`), and class properties overridden.
protocol ReusableView: AnyObject {
  static var reuseIdentifier: String { get }
}

extension ReusableView {
  static var reuseIdentifier: String { String(describing: self) }
}

class Cell {
  class var style: String { "plain" }
  var text = ""
  required init() {}
}

final class ContactCell: Cell, ReusableView {
  override class var style: String { "subtitle" }
}

final class BannerCell: Cell, ReusableView {}

func identifier<T: ReusableView>(for type: T.Type) -> String { T.reuseIdentifier }

func make<T: Cell>(_ type: T.Type, text: String) -> T {
  let cell = T()
  cell.text = text
  return cell
}

func firstCell<T: Cell>(of type: T.Type, in cells: [Cell]) -> T? {
  cells.first { $0 is T } as? T
}

func describe<T>(_ value: T) -> String { "\(T.self): \(value)" }

print(ContactCell.reuseIdentifier, BannerCell.reuseIdentifier)
print(identifier(for: ContactCell.self), identifier(for: BannerCell.self))
print(ContactCell.style, BannerCell.style, Cell.style)
let contact = make(ContactCell.self, text: "Ada")
let banner = make(BannerCell.self, text: "Sale")
print(contact.text, banner.text, type(of: contact), type(of: banner))
let cells: [Cell] = [banner, contact]
print(
  firstCell(of: ContactCell.self, in: cells)?.text ?? "none",
  firstCell(of: BannerCell.self, in: cells)?.text ?? "none")
print(describe(3), describe("x"), describe([1, 2]))
