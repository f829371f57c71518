// Source: Apple, "Updating collection views using diffable data sources" (the recipes sample) —
// https://developer.apple.com/documentation/uikit/updating-collection-views-using-diffable-data-sources
// The snapshot holds recipe identifiers, not recipes: the store holds the data. Marking a
// favourite changes the store and reconfigures that item; adding and deleting change the list.
import UIKit

struct Recipe: Identifiable {
  let id: Int
  var title: String
  var isFavorite = false
}

final class RecipeStore {
  private(set) var allRecipes: [Recipe] = [
    Recipe(id: 1, title: "Pancakes"),
    Recipe(id: 2, title: "Shakshuka"),
    Recipe(id: 3, title: "Lentil soup"),
  ]

  func recipe(with id: Recipe.ID) -> Recipe? {
    allRecipes.first { $0.id == id }
  }

  func toggleFavorite(_ id: Recipe.ID) {
    guard let index = allRecipes.firstIndex(where: { $0.id == id }) else { return }
    allRecipes[index].isFavorite.toggle()
  }

  func add(_ recipe: Recipe) {
    allRecipes.append(recipe)
  }

  func delete(_ id: Recipe.ID) {
    allRecipes.removeAll { $0.id == id }
  }
}

final class RecipeListViewController: UIViewController {
  private enum RecipeListSection: Int {
    case main
  }

  let store = RecipeStore()
  let tableView = UITableView()
  private var recipeListDataSource: UITableViewDiffableDataSource<RecipeListSection, Recipe.ID>!

  override func viewDidLoad() {
    super.viewDidLoad()
    configureDataSource()
    loadRecipeData()
  }

  private func configureDataSource() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
    recipeListDataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, recipeId in
      let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
      guard let recipe = self?.store.recipe(with: recipeId) else { return cell }
      var content = cell.defaultContentConfiguration()
      content.text = recipe.title
      content.secondaryText = recipe.isFavorite ? "★ favourite" : nil
      cell.contentConfiguration = content
      return cell
    }
  }

  private func loadRecipeData() {
    var snapshot = NSDiffableDataSourceSnapshot<RecipeListSection, Recipe.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(store.allRecipes.map { $0.id })
    recipeListDataSource.apply(snapshot, animatingDifferences: false)
  }

  func favorite(_ recipeId: Recipe.ID) {
    store.toggleFavorite(recipeId)
    var snapshot = recipeListDataSource.snapshot()
    snapshot.reconfigureItems([recipeId])
    recipeListDataSource.apply(snapshot, animatingDifferences: true)
  }

  func add(_ recipe: Recipe) {
    store.add(recipe)
    var snapshot = recipeListDataSource.snapshot()
    snapshot.appendItems([recipe.id], toSection: .main)
    recipeListDataSource.apply(snapshot, animatingDifferences: true)
  }

  func delete(_ recipeId: Recipe.ID) {
    store.delete(recipeId)
    var snapshot = recipeListDataSource.snapshot()
    snapshot.deleteItems([recipeId])
    recipeListDataSource.apply(snapshot, animatingDifferences: true)
  }

  var titles: [String] {
    recipeListDataSource.snapshot().itemIdentifiers.compactMap { store.recipe(with: $0)?.title }
  }
}

let recipes = RecipeListViewController()
recipes.loadViewIfNeeded()
recipes.favorite(2)
recipes.add(Recipe(id: 4, title: "Flatbread"))
recipes.delete(1)
print(recipes.titles)
print(recipes.store.allRecipes.filter(\.isFavorite).map(\.title))
