// Source: Stack Overflow, "Assertion failure in -[UITableView _endCellAnimationsWithContext:]"
// (question 10134841: a row inserted while the data source still answered the count it had) —
// https://stackoverflow.com/questions/10134841
// A list as apps wrote it before diffable data sources: the view controller is the table's data
// source and tells the table of each change. Changing the array first and then telling the table
// works; telling the table first is the crash "Invalid update: invalid number of rows in section 0".
import UIKit

final class CustomersViewController: UITableViewController {
  var customers = ["Ada", "Grace"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "customer")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    customers.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "customer", for: indexPath)
    cell.textLabel?.text = customers[indexPath.row]
    return cell
  }

  func add(_ name: String) {
    customers.append(name)
    tableView.insertRows(at: [IndexPath(row: customers.count - 1, section: 0)], with: .automatic)
  }

  func removeFirst() {
    tableView.performBatchUpdates(
      {
        self.customers.removeFirst()
        self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }, completion: { finished in print("removed:", finished) })
  }
}

let controller = CustomersViewController()
controller.loadViewIfNeeded()
controller.add("Linus")
controller.removeFirst()
print(controller.customers)
controller.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
controller.customers.insert("Barbara", at: 0)
