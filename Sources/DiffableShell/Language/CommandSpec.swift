/// What the catalog says about one command: how it is spelt, its family, its help, the iOS
/// version that introduced it, whether it changes the session's state, what it does in
/// classic mode and what completion offers after it.
public struct CommandSpec: Sendable {
  /// The canonical name (`appendItems`, `tableView.moveRow`): JSON's `command`, help's topic.
  public let name: String
  /// Other spellings accepted for the command (`exit` for `quit`), matched in any case.
  public let aliases: [String]
  /// The family, which is also the group `help` lists it under.
  public let family: CommandFamily
  /// What `help NAME` prints.
  public let help: HelpText
  /// The iOS version that introduced the API, when later than the oldest profile.
  public let introduced: IntroducedAPI?
  /// Whether the command can change the session's state, and so is recorded for undo.
  public let changesState: Bool
  /// What the command does while the table is in classic mode.
  public let classic: ClassicPolicy
  /// What tab completion offers after the command's name.
  public let completes: ArgumentCompletion

  init(
    _ name: String, _ family: CommandFamily, changesState: Bool, introduced: IntroducedAPI? = nil,
    classic: ClassicPolicy = .sameInBothModes, completes: ArgumentCompletion = .identifiers,
    aliases: [String] = [], syntax: String, swift: String, summary: String, example: String,
    details: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.family = family
    self.help = HelpText(syntax: syntax, swift: swift, summary: summary, example: example, details: details)
    self.introduced = introduced
    self.changesState = changesState
    self.classic = classic
    self.completes = completes
  }
}

/// The families of commands, in the order `help` lists them.
public enum CommandFamily: String, Hashable, Sendable, CaseIterable {
  case types = "Types"
  case snapshot = "Snapshot"
  case queries = "Queries"
  case dataSource = "Data source"
  case classicTableView = "Classic table view"
  case session = "Session"

  /// The group heading `help` prints.
  public var title: String { rawValue }
}

/// One command's help: what `help COMMAND` prints.
public struct HelpText: Hashable, Sendable {
  /// The syntax, with metavariables in capitals.
  public let syntax: String
  /// The Swift API it stands for.
  public let swift: String
  /// What it does, in one line.
  public let summary: String
  /// A line that runs.
  public let example: String
  /// More lines after the example, for a command whose behaviour needs them (`help apply`).
  public var details: [String] = []
}

/// An API that iOS 13, the oldest profile, did not have.
public struct IntroducedAPI: Hashable, Sendable {
  /// The API as Swift spells it (`reconfigureItems(_:)`).
  public let api: String
  /// The first iOS version that has it.
  public let version: Int
  /// What the older versions had instead, when something comes close.
  public let instead: String?

  init(_ api: String, iOS version: Int, instead: String? = nil) {
    self.api = api
    self.version = version
    self.instead = instead
  }
}

/// What a command does while the table view's data source is a plain `UITableViewDataSource`
/// over the model (`mode classic`).
public enum ClassicPolicy: Hashable, Sendable {
  /// The same as in diffable mode.
  case sameInBothModes
  /// Changes the model (the working snapshot) and tells the table nothing; a hint names the
  /// calls that would tell it.
  case editsModel
  /// A mark that only a diffable data source's next apply reads: an error in classic mode.
  case rejectsMarks
  /// Belongs to `UITableViewDiffableDataSource`: an error in classic mode.
  case needsDiffableDataSource
  /// Prints the model and whether the table shows it.
  case printsModel
  /// A `tableView.*` call: only classic mode has a table told by hand.
  case classicOnly
}

/// What tab completion offers after a command's name.
public enum ArgumentCompletion: Hashable, Sendable {
  /// Declared type names.
  case typeNames
  /// Section identifiers and labels.
  case sections
  /// Section and item identifiers, type constructors and labels.
  case identifiers
}
