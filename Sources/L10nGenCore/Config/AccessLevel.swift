/// The access level of the generated declarations.
package enum AccessLevel: String, Sendable, Hashable, Codable, CaseIterable {
  case `internal`
  case `public`
  case `package`
}
