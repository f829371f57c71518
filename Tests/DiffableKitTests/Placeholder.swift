import Testing
@testable import DiffableKit
@Test func placeholder() {}
