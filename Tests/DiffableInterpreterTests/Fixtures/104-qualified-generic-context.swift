// A generic type nested in a namespace takes its type arguments from the context where it is
// written qualified (API.Page<Double>): its literals become Doubles.
enum API {
  struct Page<T> {
    var items: [T]
  }
}
let page: API.Page<Double> = API.Page(items: [1])
print(page.items)
func make() -> API.Page<Double> { API.Page(items: [2, 3]) }
print(make().items)
var pages: [API.Page<Double>] = []
pages.append(API.Page(items: [4]))
print(pages[0].items)
let whole: API.Page<Int> = .init(items: [5])
print(whole.items)
