// Types nested in a caseless enum used as a namespace (`enum API { struct Response }`), made
// with and without their generic arguments written, and read through their members.
enum API {
  struct Response { let status: Int; let body: String }
  struct Page<Element> { let items: [Element]; let next: Int? }
  static let baseURL = "https://example.com"
  static func ok(_ body: String) -> Response { Response(status: 200, body: body) }
}

let response = API.Response(status: 404, body: "missing")
print(response.status, response.body)
let page = API.Page(items: [1, 2, 3], next: 2)
print(page.items.count, page.next ?? -1)
let names = API.Page<String>(items: ["a"], next: nil)
print(names.items, names.next == nil)
let typed: API.Page<Double> = API.Page<Double>(items: [1.5], next: 4)
print(typed.items.first ?? 0)
print(API.ok("fine").body, API.baseURL)

enum Theme {
  case light, dark
  struct Palette { let name: String }
  static func palette(for theme: Theme) -> Palette { Palette(name: theme == .light ? "paper" : "ink") }
}
let palette = Theme.Palette(name: "custom")
print(palette.name, Theme.palette(for: .dark).name)
