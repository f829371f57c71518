// Modelled on the "recipes" pattern of Apple's diffable sample code: identifiers are Recipe.ID,
// the model lives in a dictionary keyed by id, and toggling a favourite changes the model
// while the identifiers stay.
struct Recipe: Identifiable {
  let id: Int
  var title: String
  var isFavorite: Bool
  var minutes: Int
}

final class RecipeStore {
  private(set) var recipes: [Recipe.ID: Recipe] = [:]
  private(set) var reconfigured: [Recipe.ID] = []

  func add(_ recipe: Recipe) {
    recipes[recipe.id] = recipe
  }

  func toggleFavorite(_ id: Recipe.ID) {
    guard var recipe = recipes[id] else {
      print("no recipe", id)
      return
    }
    recipe.isFavorite.toggle()
    recipes[id] = recipe
    reconfigured.append(id)
  }

  var favoriteIDs: [Recipe.ID] {
    recipes.values.filter(\.isFavorite).map(\.id).sorted()
  }

  func identifiers(quickerThan minutes: Int) -> [Recipe.ID] {
    recipes.values.filter { $0.minutes < minutes }.sorted { $0.minutes < $1.minutes }.map { $0.id }
  }
}

let store = RecipeStore()
store.add(Recipe(id: 1, title: "Pancakes", isFavorite: false, minutes: 20))
store.add(Recipe(id: 2, title: "Ramen", isFavorite: true, minutes: 45))
store.add(Recipe(id: 3, title: "Salad", isFavorite: false, minutes: 10))
print(store.favoriteIDs, store.identifiers(quickerThan: 30))
store.toggleFavorite(1)
store.toggleFavorite(2)
store.toggleFavorite(9)
print(store.favoriteIDs, store.reconfigured)
print(store.recipes[1]!.title, store.recipes[1]!.isFavorite, store.recipes[4]?.title ?? "missing")
let titles = store.recipes.keys.sorted().compactMap { store.recipes[$0]?.title }
print(titles.joined(separator: " / "))
