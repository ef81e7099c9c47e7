import Foundation
package import L10nGenCore

/// Proposes a semantic key for every text of a Base IB document that an `lz*` property can set.
///
/// A key is `<document>.<scene>.<menu path>.<element>`, dot-separated parts in lower camel case (`main.login.
/// forgotPassword`, `mainMenu.file.open`), made from the document's structure first:
/// - **document**: the file name without its extension (`Main.storyboard` → `main`);
/// - **scene**: in a storyboard, the scene controller's storyboard identifier, else its custom class without a
///   `ViewController`/`Controller`/`VC` suffix, else its title (three words at most), else its element name; in a
///   xib, the File's Owner's custom class (same suffix rule), else the top-level object's custom class or user
///   label, else none;
/// - **menu path**: for a menu item, the titles of the items whose submenus hold it (`file`, `export`);
/// - **element**: the object's user label, else the outlet that points at it (followed by the property when it is
///   not the main text: `emailFieldPlaceholder`), else the first four words of the text; a controller's, window's
///   or menu's own title is `title`.
///
/// Keys are ASCII: text that is not Latin is transliterated (`حذف` → `hdhf`), and diacritics are dropped. No part
/// repeats an earlier one (it is dropped, or an element becomes its role: `navigationTitle`), and no part starts with
/// a digit (the role goes first: `label35`). An outlet or user label that only says what the element is (`label`,
/// `textField`) comes after the text. Identical texts with the same key base and the same translations share one
/// key; other texts that would get one key are told apart by their structure (``IBMigrationKeyRegistry``: the
/// enclosing box, tab, section or cell), and only what it cannot tell apart gets `2`, `3`…, in document order. Keys
/// already defined in the table count as taken.
package enum IBMigrationPlanner {
  /// The plan section of one document. `reservedKeys` holds the keys already taken (existing tables, earlier
  /// documents) and receives the keys proposed here.
  package static func plan(
    _ document: IBDocument, root: XMLElementNode, path: String, reservedKeys: inout Set<String>,
    translations: [String: [String: String]] = [:]
  ) -> IBMigrationPlan.Document {
    var registry = IBMigrationKeyRegistry(taken: reservedKeys)
    defer { reservedKeys = registry.taken }
    return plan(document, root: root, path: path, registry: &registry, translations: translations)
  }

  /// The plan section of one document, its keys named with `registry`, the keys of its table so far, which
  /// receives them.
  package static func plan(
    _ document: IBDocument, root: XMLElementNode, path: String, registry: inout IBMigrationKeyRegistry,
    translations: [String: [String: String]] = [:]
  ) -> IBMigrationPlan.Document {
    let structure = IBDocumentStructure(root: root)
    let contexts = IBMigrationKeyContexts(document: document, structure: structure)
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let documentPart = camelCase(documentName(path), wordLimit: nil) ?? "document"
    var section = IBMigrationPlan.Document(path: path, entries: [])
    var candidates: [IBMigrationKeyCandidate] = []
    var seen: Set<String> = []
    for object in document.objects {
      for property in object.properties where seen.insert(property.key).inserted {
        guard object.isLocalizable else {
          section.skipped.append(.init(ibKey: property.key, reason: "marked \"Don't Localize\" in Interface Builder"))
          continue
        }
        let parent = object.parentID.flatMap { objects[$0] }
        let resolution = IBMigrationTarget.resolve(
          property, of: object, parent: parent, platform: document.platform,
          segmentCount: structure.segmentCount(of: object.id))
        guard case .target(let target) = resolution else {
          if case .skipped(let reason) = resolution {
            section.skipped.append(.init(ibKey: property.key, reason: reason))
          }
          continue
        }
        let targetObject = objects[target.objectID] ?? object
        if let existing = targetObject.runtimeAttributes.first(where: { $0.keyPath == target.keyPath }) {
          section.skipped.append(
            .init(
              ibKey: property.key,
              reason: "already migrated: \(target.keyPath) = \(JSONString.quoted(existing.value ?? ""))"))
          continue
        }
        let scene = scenePart(for: targetObject, document: document, objects: objects, structure: structure)
        let element = elementPart(
          for: property, object: object, targetObject: targetObject, target: target, structure: structure)
        let objectRole = role(of: targetObject, property: property)
        let suffix = propertySuffix(property.name, segmentIndex: target.segmentIndex)
        let fromText = element == camelCase(property.value, wordLimit: 4)
        let whole = fromText ? camelCase(property.value, wordLimit: 8).flatMap { $0 == element ? nil : $0 } : nil
        candidates.append(
          IBMigrationKeyCandidate(
            parts: [documentPart, scene] + menuPath(of: targetObject, objects: objects), element: element,
            role: objectRole, kind: role(ofElement: targetObject.element) + suffix, text: property.value,
            translations: translations[property.key] ?? [:],
            contexts: contexts.names(enclosing: targetObject, shown: [object.id, targetObject.id]),
            wholeTextElement: whole))
        section.entries.append(
          .init(
            ibKey: property.key, key: "", keyPath: target.keyPath, className: property.className,
            text: property.value))
      }
    }
    for (index, key) in registry.assign(candidates).enumerated() { section.entries[index].key = key }
    return section
  }

  /// The key from its leading parts and element: parts that repeat an earlier one are dropped, an element that
  /// repeats one becomes `role`, and a part that starts with a digit gets `role` in front (`label35`).
  static func keyBase(_ parts: [String?], element: String, role: String) -> String {
    var kept: [String] = []
    for part in parts.compactMap({ $0 }) where !part.isEmpty {
      let fixed = part.first?.isNumber == true ? role + part : part
      if !kept.contains(where: { $0.lowercased() == fixed.lowercased() }) { kept.append(fixed) }
    }
    var last = element.first?.isNumber == true ? role + element : element
    if kept.contains(where: { $0.lowercased() == last.lowercased() }) {
      last = kept.contains(where: { $0.lowercased() == role.lowercased() }) ? role + "Text" : role
    }
    return (kept + [last]).joined(separator: ".")
  }

  /// The titles of the menu items whose submenus hold a menu item, outermost first (`["file", "export"]`).
  private static func menuPath(of object: IBObject, objects: [String: IBObject]) -> [String] {
    guard object.element == "menuItem" || object.element == "menu" else { return [] }
    var path: [String] = []
    var current = object.parentID.flatMap { objects[$0] }
    while let ancestor = current {
      if ancestor.element == "menuItem",
        let title = ancestor.properties.first(where: { $0.name == "title" })?.value,
        let part = camelCase(title, wordLimit: 3)
      {
        path.insert(part, at: 0)
      }
      current = ancestor.parentID.flatMap { objects[$0] }
    }
    return path
  }

  /// What an element is, for a key part that needs one (`label`, `button`, `navigationTitle`).
  private static func role(of object: IBObject, property: IBLocalizableProperty) -> String {
    switch object.element {
    case "navigationItem": return property.name == "title" ? "navigationTitle" : property.name
    case "barButtonItem": return "barButton"
    case "tabBarItem": return "tabTitle"
    case "textFieldCell", "textField": return "text"
    case "buttonCell": return "button"
    case "menuItem": return "item"
    default:
      if IBMigrationTarget.isController(object.element) { return "title" }
      return camelCase(object.element, wordLimit: nil) ?? "text"
    }
  }

  /// What kind of element an object is, for telling identical names apart (`button`, `label`, `menuItem`).
  private static func role(ofElement element: String) -> String {
    switch element {
    case "textFieldCell": return "textField"
    case "buttonCell": return "button"
    default: return camelCase(element, wordLimit: nil) ?? ""
    }
  }

  /// `Main` for `Base.lproj/Main.storyboard`.
  static func documentName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }

  private static func scenePart(
    for object: IBObject, document: IBDocument, objects: [String: IBObject], structure: IBDocumentStructure
  ) -> String? {
    switch document.kind {
    case .storyboard:
      guard let controllerID = structure.sceneControllers[object.id], let controller = structure.elements[controllerID]
      else { return nil }
      let candidates = [
        controller[attribute: "storyboardIdentifier"].map(withoutControllerSuffix),
        controller[attribute: "customClass"].map(withoutControllerSuffix),
      ]
      return candidates.lazy.compactMap { $0.flatMap { camelCase($0, wordLimit: nil) } }.first
        ?? controller[attribute: "title"].flatMap { camelCase($0, wordLimit: 3) }
        ?? controller.child(named: "navigationItem")?[attribute: "title"].flatMap { camelCase($0, wordLimit: 3) }
        ?? camelCase(controller.name, wordLimit: nil) ?? "scene"
    case .xib:
      if let owner = structure.filesOwnerClass, let name = camelCase(withoutControllerSuffix(owner), wordLimit: nil) {
        return name
      }
      var top = object
      while let parentID = top.parentID, let parent = objects[parentID] { top = parent }
      let candidates = [top.customClass.map(withoutControllerSuffix), top.userLabel]
      return candidates.lazy.compactMap { $0.flatMap { camelCase($0, wordLimit: nil) } }.first
    }
  }

  private static func elementPart(
    for property: IBLocalizableProperty, object: IBObject, targetObject: IBObject, target: IBMigrationTarget,
    structure: IBDocumentStructure
  ) -> String {
    let titled: Set<String> = ["window", "menu"]
    if (IBMigrationTarget.isController(targetObject.element) || titled.contains(targetObject.element))
      && property.name == "title"
    {
      return "title"
    }
    let suffix = propertySuffix(property.name, segmentIndex: target.segmentIndex)
    let named = [
      targetObject.userLabel, structure.outlets[targetObject.id], object.userLabel, structure.outlets[object.id],
    ]
    let names = named.compactMap { $0.flatMap { camelCase($0, wordLimit: nil) } }
    // A name that only says what the element is (the `textField` outlet of every table cell view) comes after the
    // text.
    let specific = names.filter { !IBMigrationKeyContexts.isGeneric($0, element: targetObject.element) }
    if let name = specific.first { return name + suffix }
    if let fromText = camelCase(property.value, wordLimit: 4) { return fromText }
    if let name = names.first { return name + suffix }
    return (camelCase(targetObject.element, wordLimit: nil) ?? "text") + suffix
  }

  /// What is appended to a user label or outlet name for a property other than the object's main text.
  static func propertySuffix(_ name: String, segmentIndex: Int?) -> String {
    if let segmentIndex { return "Segment\(segmentIndex)" }
    switch name {
    case "text", "title", "normalTitle", "label": return ""
    case "placeholderString": return "Placeholder"
    case "ibShadowedToolTip": return "ToolTip"
    case "ibExternalAccessibilityDescription": return "AccessibilityLabel"
    default: return name.prefix(1).uppercased() + name.dropFirst()
    }
  }

  private static let controllerSuffixes = [
    "TableViewController", "CollectionViewController", "NavigationController", "TabBarController", "ViewController",
    "WindowController", "Controller", "TableVC", "VC", "Vc",
  ]

  /// `Login` for `LoginViewController`; the name itself when nothing would remain.
  static func withoutControllerSuffix(_ name: String) -> String {
    for suffix in controllerSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// `text` in lower camel case: split into words at characters that are no letters or digits and at camel-case
  /// humps (`URLField` → `URL`, `Field`), the first word lowercased and the others capitalized; at most `wordLimit`
  /// words. `nil` when no letter or digit remains.
  package static func camelCase(_ text: String, wordLimit: Int?) -> String? {
    var words: [String] = []
    for chunk in ascii(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      words += humps(of: chunk)
      if let wordLimit, words.count >= wordLimit { break }
    }
    if let wordLimit { words = Array(words.prefix(wordLimit)) }
    guard let first = words.first else { return nil }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
  }

  /// `text` in ASCII: transliterated to Latin when it is not (`حذف` → `hdhf`), diacritics dropped (`Größe` →
  /// `Grosse`), and any other character a separator.
  static func ascii(_ text: String) -> String {
    guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
    let latin = text.applyingTransform(.toLatin, reverse: false) ?? text
    let folded = latin.replacingOccurrences(of: "ß", with: "ss").folding(
      options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    return String(String.UnicodeScalarView(folded.unicodeScalars.map { $0.isASCII ? $0 : " " }))
  }

  /// `["URL", "Field"]` for `URLField`, `["title", "Label"]` for `titleLabel`.
  private static func humps(of word: Substring) -> [String] {
    let characters = Array(word)
    var result: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
          result.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}
