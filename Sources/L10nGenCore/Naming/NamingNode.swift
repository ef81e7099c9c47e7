/// The keys of one level of a table, grouped by their components before naming: the members that end here and
/// the levels below, by raw component.
struct NamingNode {
  /// The components from the root to this level (`["login"]`); for SwiftGen's merged enums, the first one's.
  var path: [String]
  /// The levels below, by raw component.
  var children: [String: NamingNode] = [:]
  /// The keys that end at this level: their index in the ``NamingKeys`` and their last component.
  var members: [(index: Int, component: String)] = []
  /// The earliest location of a key at or below this level.
  var firstLocation: SourceLocation?

  /// An empty level at `path`.
  init(path: [String]) {
    self.path = path
  }

  /// Files the key at `index`, defined at `location`, under its remaining `components`.
  mutating func insert(index: Int, location: SourceLocation, components: ArraySlice<String>) {
    if let current = firstLocation, current <= location {
    } else {
      firstLocation = location
    }
    guard let first = components.first else { return }
    if components.count == 1 {
      members.append((index, first))
    } else {
      children[first, default: NamingNode(path: path + [first])]
        .insert(index: index, location: location, components: components.dropFirst())
    }
  }

  /// Adds the keys of `other` to this level (SwiftGen's style merges components that map to one enum name).
  mutating func merge(_ other: NamingNode) {
    members += other.members
    if let location = other.firstLocation, firstLocation.map({ location < $0 }) ?? true { firstLocation = location }
    for (component, child) in other.children {
      if children[component] == nil {
        children[component] = child
      } else {
        children[component]!.merge(child)
      }
    }
  }
}
