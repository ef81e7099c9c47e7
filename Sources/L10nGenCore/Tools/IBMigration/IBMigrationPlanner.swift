/// Proposes a semantic key for every text of a Base IB document that an `lz*` property can set.
///
/// A key is `<document>.<scene>.<element>`, three dot-separated parts, each in lower camel case (`main.login.
/// forgotPassword`):
/// - **document**: the file name without its extension (`Main.storyboard` → `main`, `Launch Screen` →
///   `launchScreen`);
/// - **scene**: in a storyboard, the scene's view controller's `title`, else its storyboard identifier, else its
///   custom class without a `ViewController`/`Controller` suffix, else its element name; in a xib, the File's
///   Owner's custom class (same suffix rule), else the top-level object's custom class, user label or element name;
/// - **element**: the object's user label (the name set in the document outline), else the outlet that points at
///   it, followed by the property when it is not the object's main text (`emailFieldPlaceholder`,
///   `loginButtonAccessibilityHint`, `filterSegment2`); else the first four words of the text itself
///   (`Forgot password?` → `forgotPassword`); a controller's own title is `title`.
///
/// Words are split at spaces, punctuation and camel-case humps, lowercased, and joined in camel case.
/// Collisions are resolved in document order: the first text keeps the key, later ones get `2`, `3`… appended;
/// keys already defined in a `Localizable.strings` count as taken.
package enum IBMigrationPlanner {
  /// The plan section of one document. `reservedKeys` holds the keys already taken (existing tables, earlier
  /// documents) and receives the keys proposed here.
  package static func plan(
    _ document: IBDocument, root: XMLElementNode, path: String, reservedKeys: inout Set<String>
  ) -> IBMigrationPlan.Document {
    let structure = IBDocumentStructure(root: root)
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let documentPart = camelCase(documentName(path), wordLimit: nil) ?? "document"
    var section = IBMigrationPlan.Document(path: path, entries: [])
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
              reason: "already migrated: \(target.keyPath) = \(IBMigrationPlan.quoted(existing.value ?? ""))"))
          continue
        }
        let scene = scenePart(for: targetObject, document: document, objects: objects, structure: structure)
        let element = elementPart(
          for: property, object: object, targetObject: targetObject, target: target, structure: structure)
        let key = unique("\(documentPart).\(scene).\(element)", reserved: &reservedKeys)
        section.entries.append(
          .init(
            ibKey: property.key, key: key, keyPath: target.keyPath, className: property.className,
            text: property.value))
      }
    }
    return section
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
  ) -> String {
    switch document.kind {
    case .storyboard:
      guard let controllerID = structure.sceneControllers[object.id], let controller = structure.elements[controllerID]
      else { return "document" }
      let candidates = [
        controller[attribute: "title"], controller[attribute: "storyboardIdentifier"],
        controller[attribute: "customClass"].map(withoutControllerSuffix), controller.name,
      ]
      return candidates.lazy.compactMap { $0.flatMap { camelCase($0, wordLimit: nil) } }.first ?? "scene"
    case .xib:
      if let owner = structure.filesOwnerClass, let name = camelCase(withoutControllerSuffix(owner), wordLimit: nil) {
        return name
      }
      var top = object
      while let parentID = top.parentID, let parent = objects[parentID] { top = parent }
      let candidates = [top.customClass.map(withoutControllerSuffix), top.userLabel, top.element]
      return candidates.lazy.compactMap { $0.flatMap { camelCase($0, wordLimit: nil) } }.first ?? "owner"
    }
  }

  private static func elementPart(
    for property: IBLocalizableProperty, object: IBObject, targetObject: IBObject, target: IBMigrationTarget,
    structure: IBDocumentStructure
  ) -> String {
    if IBMigrationTarget.isController(targetObject.element) && property.name == "title" { return "title" }
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
    "WindowController", "Controller",
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
    for chunk in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      words += humps(of: chunk)
      if let wordLimit, words.count >= wordLimit { break }
    }
    if let wordLimit { words = Array(words.prefix(wordLimit)) }
    guard let first = words.first else { return nil }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
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
