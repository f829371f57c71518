// Nested types named short inside their type and qualified outside: a value is of one type
// whichever name made it, so it compares, hashes and prints the same.
struct Recipe: Hashable {
  var title: String
  var category: Category

  enum Category: String, CaseIterable {
    case breakfast = "Breakfast", dinner = "Dinner"
  }

  struct Tag: Hashable {
    var name: String
  }

  static let featured = Tag(name: "featured")
  static func tag(_ name: String) -> Tag { Tag(name: name) }
  func isDinner() -> Bool { category == Category.dinner }
}

typealias Meal = Recipe.Category

let recipes = [
  Recipe(title: "Pancakes", category: .breakfast),
  Recipe(title: "Curry", category: .dinner),
]
let dinner: Meal = .dinner
print(recipes.map { $0.category == Recipe.Category.dinner })
print(recipes.filter { $0.category == dinner }.map(\.title))
print(recipes[1].isDinner(), Recipe.Category(rawValue: "Dinner") == recipes[1].category)

let tags: Set<Recipe.Tag> = [Recipe.featured, Recipe.tag("featured"), Recipe.Tag(name: "featured")]
print(tags.count, tags.contains(Recipe.Tag(name: "featured")))
print([Recipe.featured], [recipes[0].category], [dinner])

var byCategory: [Recipe.Category: [String]] = [:]
for recipe in recipes {
  byCategory[recipe.category, default: []].append(recipe.title)
}
for category in Meal.allCases {
  switch category {
  case .breakfast: print("morning:", byCategory[category] ?? [])
  case Recipe.Category.dinner: print("evening:", byCategory[.dinner] ?? [])
  }
}
