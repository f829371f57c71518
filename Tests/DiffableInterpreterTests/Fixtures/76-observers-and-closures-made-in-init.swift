// Property observers do not run for assignments an initializer makes itself, but they do run for
// a closure the initializer made, when it is called later (a view model that subscribes in its
// init and sets its observed property from the callback, weakly or strongly).
final class ResultsModel {
  var results: [String] = [] {
    willSet { print("will set", newValue) }
    didSet { print("did set, was", oldValue) }
  }
  var onSearch: ((String) -> Void)?
  var onClear: (() -> Void)?

  init(all: [String]) {
    results = all
    onSearch = { [weak self] text in
      self?.results = all.filter { $0.hasPrefix(text) }
    }
    onClear = {
      self.results = []
    }
    print("init done", results)
  }
}

let model = ResultsModel(all: ["Lima", "Lyon", "Oslo"])
model.onSearch?("L")
model.onClear?()
model.results.append("Rome")
print(model.results)
