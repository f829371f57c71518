// Bank accounts: a class hierarchy with overridden rules, errors thrown by withdrawals and
// caught by the caller, static factories, and a ledger of transactions.
enum BankError: Error {
  case insufficientFunds(needed: Int)
  case frozen
  case invalidAmount
}

class Account {
  let owner: String
  private(set) var balance: Int
  var isFrozen = false
  private(set) var ledger: [String] = []

  init(owner: String, balance: Int = 0) {
    self.owner = owner
    self.balance = balance
  }

  var overdraftLimit: Int { 0 }

  func deposit(_ amount: Int) throws {
    guard amount > 0 else { throw BankError.invalidAmount }
    balance += amount
    ledger.append("+\(amount)")
  }

  func withdraw(_ amount: Int) throws {
    guard !isFrozen else { throw BankError.frozen }
    guard amount > 0 else { throw BankError.invalidAmount }
    guard balance - amount >= -overdraftLimit else {
      throw BankError.insufficientFunds(needed: amount - balance - overdraftLimit)
    }
    balance -= amount
    ledger.append("-\(amount)")
  }

  static func joint(_ first: String, _ second: String) -> Account {
    Account(owner: "\(first) & \(second)")
  }
}

final class CheckingAccount: Account {
  override var overdraftLimit: Int { 100 }

  override func withdraw(_ amount: Int) throws {
    try super.withdraw(amount)
    if balance < 0 { print("  \(owner) is overdrawn: \(balance)") }
  }
}

func transfer(_ amount: Int, from source: Account, to target: Account) -> Bool {
  do {
    try source.withdraw(amount)
    try target.deposit(amount)
    return true
  } catch BankError.insufficientFunds(let needed) {
    print("  short by", needed)
  } catch BankError.frozen {
    print("  frozen account")
  } catch {
    print("  failed:", error)
  }
  return false
}

let savings = Account(owner: "Ada", balance: 50)
let checking = CheckingAccount(owner: "Bob", balance: 20)
let joint = Account.joint("Ada", "Bob")
print(transfer(30, from: savings, to: joint))
print(transfer(30, from: savings, to: joint))
print(transfer(100, from: checking, to: joint))
print(transfer(30, from: checking, to: joint))
checking.isFrozen = true
print(transfer(1, from: checking, to: joint))
print(transfer(-5, from: joint, to: savings))
for account in [savings, checking, joint] {
  print(account.owner, account.balance, account.ledger, account is CheckingAccount)
}
