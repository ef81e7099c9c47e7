internal import L10nGenCore

/// The names the structure of an IB document gives the objects that enclose a text, which tell apart texts that
/// would get the same key (``IBMigrationKeyCandidate/contexts``): `video` and `audio` for two "Codec" labels in the
/// boxes "Video" and "Audio".
struct IBMigrationKeyContexts {
  /// The elements whose title names what they enclose, with the property that holds it.
  private static let titleProperties = [
    "box": "title", "tableViewSection": "headerTitle", "tabViewItem": "label", "tableColumn": "headerCell.title",
  ]
  /// The elements that are one row of a list or form: their first other text names the row.
  private static let rows: Set<String> = ["tableViewCell", "tableCellView", "collectionViewCell", "stackView"]
  /// The elements where naming stops: a scene's or window's own name is the key's scene part.
  private static let boundaries: Set<String> = ["window", "menu", "menuItem", "panel"]

  private let objects: [String: IBObject]
  private let structure: IBDocumentStructure
  /// The label-like texts inside each object, in document order, with the ObjectID that shows each.
  private var texts: [String: [(id: String, text: String)]] = [:]

  init(document: IBDocument, structure: IBDocumentStructure) {
    objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.structure = structure
    for object in document.objects {
      guard
        let text = object.properties.first(where: { ["text", "title"].contains($0.name) })?.value,
        ["label", "textField", "textFieldCell"].contains(object.element)
      else { continue }
      var ancestor = object.parentID
      while let id = ancestor, let parent = objects[id] {
        texts[id, default: []].append((object.id, text))
        ancestor = parent.parentID
      }
    }
  }

  /// The names of the objects enclosing `object`, nearest first, up to its scene's controller or window; `shown`
  /// holds the ObjectIDs of the text itself (its cell and control), which name no row.
  func names(enclosing object: IBObject, shown: Set<String>) -> [String] {
    var names: [String] = []
    var current = object.parentID.flatMap { objects[$0] }
    while let ancestor = current {
      if IBMigrationTarget.isController(ancestor.element) || Self.boundaries.contains(ancestor.element) { break }
      if !shown.contains(ancestor.id), let name = name(of: ancestor, shown: shown), !names.contains(name) {
        names.append(name)
      }
      current = ancestor.parentID.flatMap { objects[$0] }
    }
    return names
  }

  /// What names an enclosing object: its title (a box's, a section's header, a tab's label, a column's header), else
  /// its user label or outlet, else for a row (a cell, a horizontal stack) its first other text, else a cell's or
  /// column's identifier.
  private func name(of ancestor: IBObject, shown: Set<String>) -> String? {
    let element = structure.elements[ancestor.id]
    var candidates: [String?] = []
    if let property = Self.titleProperties[ancestor.element], element?[attribute: "titlePosition"] != "noTitle" {
      candidates.append(ancestor.properties.first { $0.name == property }?.value)
    }
    candidates.append(ancestor.userLabel)
    if let outlet = structure.outlets[ancestor.id], !Self.isGeneric(outlet, element: ancestor.element) {
      candidates.append(outlet)
    }
    let isVerticalStack = element?[attribute: "axis"] == "vertical" || element?[attribute: "orientation"] == "vertical"
    if Self.rows.contains(ancestor.element), !(ancestor.element == "stackView" && isVerticalStack) {
      candidates.append(texts[ancestor.id]?.first { !shown.contains($0.id) }?.text)
    }
    candidates.append(element?[attribute: "reuseIdentifier"] ?? element?[attribute: "identifier"])
    return candidates.lazy.compactMap { $0.flatMap(Self.part) }.first
  }

  /// A name as a key part: three words at most, without a `Cell` suffix.
  private static func part(_ name: String) -> String? {
    var name = name
    for suffix in ["TableViewCell", "CollectionViewCell", "Cell"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      name = String(name.dropLast(suffix.count))
      break
    }
    return IBMigrationPlanner.camelCase(name, wordLimit: 3)
  }

  /// Whether an outlet or user label says no more than what the element is (`label`, `textField`, `textLabel`):
  /// the standard outlets of table cells, or the element's own name.
  static func isGeneric(_ name: String, element: String) -> Bool {
    let folded = name.lowercased()
    return genericNames.contains(folded) || folded == element.lowercased()
  }

  private static let genericNames: Set<String> = [
    "label", "textfield", "textlabel", "detailtextlabel", "button", "textview", "view", "cell", "imageview",
  ]
}
