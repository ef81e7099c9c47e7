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
/// a digit (the role goes first: `label35`). Identical texts of one document with the same key base and the same
/// translations share one key; only different texts get `2`, `3`… appended, in document order. Keys already defined
/// in a `Localizable.strings` count as taken.
package enum IBMigrationPlanner {
  /// The plan section of one document. `reservedKeys` holds the keys already taken (existing tables, earlier
  /// documents) and receives the keys proposed here.
  package static func plan(
    _ document: IBDocument, root: XMLElementNode, path: String, reservedKeys: inout Set<String>,
    translations: [String: [String: String]] = [:]
  ) -> IBMigrationPlan.Document {
    let structure = IBDocumentStructure(root: root)
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let documentPart = camelCase(documentName(path), wordLimit: nil) ?? "document"
    var section = IBMigrationPlan.Document(path: path, entries: [])
    var seen: Set<String> = []
    // The texts (and translations) each key proposed here stands for, so identical texts share their key.
    var proposed: [String: [(text: String, translations: [String: String], key: String)]] = [:]
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
        let parts = [documentPart, scene] + menuPath(of: targetObject, objects: objects)
        let objectRole = role(of: targetObject, property: property)
        var base = keyBase(parts, element: element, role: objectRole)
        let texts = translations[property.key] ?? [:]
        // A name cut from the text that another text already has: the whole text tells them apart better than a
        // number ("App Exit, Inactive for 15 Minutes" is appExitInactiveFor15Minutes, not appExitInactiveFor2).
        if reservedKeys.contains(base), proposed[base]?.contains(where: { $0.text == property.value }) != true,
          element == camelCase(property.value, wordLimit: 4),
          let whole = camelCase(property.value, wordLimit: 8), whole != element
        {
          let longer = keyBase(parts, element: whole, role: objectRole)
          if !reservedKeys.contains(longer) { base = longer }
        }
        let key: String
        if let shared = proposed[base]?.first(where: { $0.text == property.value && $0.translations == texts }) {
          key = shared.key
        } else {
          key = unique(base, reserved: &reservedKeys)
          proposed[base, default: []].append((property.value, texts, key))
        }
        section.entries.append(
          .init(
            ibKey: property.key, key: key, keyPath: target.keyPath, className: property.className,
            text: property.value))
      }
    }
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

  /// `base`, or `base2`, `base3`… : the first that is not in `reserved`, which then holds it.
  static func unique(_ base: String, reserved: inout Set<String>) -> String {
    var candidate = base
    var counter = 2
    while reserved.contains(candidate) {
      candidate = base + String(counter)
      counter += 1
    }
    reserved.insert(candidate)
    return candidate
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
    if let name = named.lazy.compactMap({ $0.flatMap { camelCase($0, wordLimit: nil) } }).first {
      return name + suffix
    }
    if let fromText = camelCase(property.value, wordLimit: 4) { return fromText }
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
