// Settings screen sections as enums: CaseIterable sections with nested row enums, titles from
// switches, and a flattened index of (section, row) pairs.
enum SettingsSection: Int, CaseIterable {
  case account, notifications, about

  enum Row: String {
    case profile, password, push, email, version, licenses
  }

  var title: String {
    switch self {
    case .account: "Account"
    case .notifications: "Notifications"
    case .about: "About"
    }
  }

  var rows: [Row] {
    switch self {
    case .account: [.profile, .password]
    case .notifications: [.push, .email]
    case .about: [.version, .licenses]
    }
  }
}

for section in SettingsSection.allCases {
  print(section.rawValue, section.title, section.rows.map(\.rawValue))
}
let index = SettingsSection.allCases.flatMap { section in section.rows.map { (section, $0) } }
print(index.count, index[3].0, index[3].1)
if let found = index.firstIndex(where: { $0.1 == .version }) {
  print("version at", found)
}
print(SettingsSection(rawValue: 1)?.title ?? "-", SettingsSection(rawValue: 7)?.title ?? "-")
let enabled: [SettingsSection.Row: Bool] = [.push: true, .email: false]
print(enabled[.push] ?? false, enabled[.email] ?? true, enabled[.profile] ?? false)
