package import L10nGenCore

/// What `l10n-gen ib-migrate` will do: for each Base IB document, which ibtool texts (`ObjectID.property`) move to
/// which semantic key, and which texts stay because no `lz*` property can set them.
///
/// The plan is written as JSON for review (``jsonText``); a user may change any `key`, or delete an entry of
/// `migrate` to leave that text as it is. `keyPath`, `class` and `text` describe the entry and are not read back;
/// `skipped` is informational. A document of another target than the app's (an extension with its own `Info.plist`)
/// has its own `"tableFolder"`, written after its `"path"`.
///
/// ```json
/// {
///   "version": 1,
///   "developmentLanguage": "en",
///   "tableFolder": "App/Resources",
///   "documents": [
///     {
///       "path": "Base.lproj/Main.storyboard",
///       "migrate": [
///         {"ibKey": "Ibu-xm-woE.text", "key": "main.login.welcome", "keyPath": "lzText", "class": "UILabel", "text": "Welcome"}
///       ],
///       "skipped": [
///         {"ibKey": "fex-rb-Xzh.headerTitle", "reason": "no lz* property sets UITableViewSection.headerTitle"}
///       ]
///     }
///   ]
/// }
/// ```
package struct IBMigrationPlan: Hashable, Sendable {
  /// The format version written in and required from plan files.
  package static let formatVersion = 1

  /// The language whose `Localizable.strings` receives the Base texts.
  package var developmentLanguage: String
  /// The folder that holds the app's one `<lang>.lproj/Localizable.strings` table, which receives every text (`""`
  /// for the input folder itself) but those of a document with a `tableFolder` of its own (an app extension's).
  /// `nil` only for a plan written before the field existed: each document's texts then go beside its `Base.lproj`.
  package var tableFolder: String?
  /// One section per IB document, in the order given.
  package var documents: [Document]

  package init(developmentLanguage: String, tableFolder: String? = nil, documents: [Document]) {
    self.developmentLanguage = developmentLanguage
    self.tableFolder = tableFolder
    self.documents = documents
  }

  /// The plan of one IB document.
  package struct Document: Hashable, Sendable {
    /// The document's path, as the command was given it (relative to the input folder for a folder).
    package var path: String
    /// The folder of the `Localizable` table that receives this document's texts when it is not the plan's
    /// ``IBMigrationPlan/tableFolder``: the document belongs to another target (an app extension), whose bundle has
    /// its own table.
    package var tableFolder: String?
    /// The texts to migrate, in document order.
    package var entries: [Entry]
    /// The texts that stay keyed by ObjectID, with the reason.
    package var skipped: [Skip]
    /// Where `path` is written in a plan file that was read; `nil` for a proposed plan.
    package var pathLocation: SourceLocation?

    package init(
      path: String, entries: [Entry], skipped: [Skip] = [], pathLocation: SourceLocation? = nil,
      tableFolder: String? = nil
    ) {
      self.path = path
      self.tableFolder = tableFolder
      self.entries = entries
      self.skipped = skipped
      self.pathLocation = pathLocation
    }
  }

  /// One text to migrate.
  package struct Entry: Hashable, Sendable {
    /// The ibtool key: `<ObjectID>.<property>`.
    package var ibKey: String
    /// The semantic key it moves to (`main.login.forgotPassword`).
    package var key: String
    /// The `lz*` key path that will carry the key (informational).
    package var keyPath: String
    /// The UIKit or AppKit class (informational).
    package var className: String
    /// The Base text (informational).
    package var text: String
    /// Where `key` is written in a plan file that was read; `nil` for a proposed plan.
    package var keyLocation: SourceLocation?
    /// Whether the user accepts that reusing an existing `key` changes what some language shows
    /// (`"textChangeIntended": true` in the plan); otherwise such a change is an error.
    package var textChangeIntended = false

    package init(
      ibKey: String, key: String, keyPath: String = "", className: String = "", text: String = "",
      keyLocation: SourceLocation? = nil
    ) {
      self.ibKey = ibKey
      self.key = key
      self.keyPath = keyPath
      self.className = className
      self.text = text
      self.keyLocation = keyLocation
    }
  }

  /// One text that is not migrated.
  package struct Skip: Hashable, Sendable {
    /// The ibtool key.
    package var ibKey: String
    /// Why it stays.
    package var reason: String

    package init(ibKey: String, reason: String) {
      self.ibKey = ibKey
      self.reason = reason
    }
  }

  /// The folder whose `Localizable` table receives the texts of `document`: its own, else the plan's.
  package func tableFolder(of document: Document) -> String? { document.tableFolder ?? tableFolder }

  /// How many texts the plan migrates.
  package var entryCount: Int { documents.reduce(0) { $0 + $1.entries.count } }

  /// The plan as a JSON file: one entry per line, so that a diff of an edited plan reads well.
  package var jsonText: String {
    var text =
      "{\n  \"version\": \(Self.formatVersion),\n  \"developmentLanguage\": \(JSONString.quoted(developmentLanguage)),\n"
    if let tableFolder { text += "  \"tableFolder\": \(JSONString.quoted(tableFolder)),\n" }
    text += "  \"documents\": ["
    for (index, document) in documents.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += "    {\n      \"path\": \(JSONString.quoted(document.path)),\n"
      if let folder = document.tableFolder { text += "      \"tableFolder\": \(JSONString.quoted(folder)),\n" }
      text += "      \"migrate\": ["
      text += Self.lines(
        document.entries.map { entry in
          "{\"ibKey\": \(JSONString.quoted(entry.ibKey)), \"key\": \(JSONString.quoted(entry.key)), \"keyPath\": "
            + "\(JSONString.quoted(entry.keyPath)), \"class\": \(JSONString.quoted(entry.className)), \"text\": "
            + "\(JSONString.quoted(entry.text))\(entry.textChangeIntended ? ", \"textChangeIntended\": true" : "")}"
        })
      text += "],\n      \"skipped\": ["
      text += Self.lines(
        document.skipped.map {
          "{\"ibKey\": \(JSONString.quoted($0.ibKey)), \"reason\": \(JSONString.quoted($0.reason))}"
        })
      text += "]\n    }"
    }
    text += documents.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }

  private static func lines(_ items: [String]) -> String {
    guard !items.isEmpty else { return "" }
    return "\n" + items.map { "        " + $0 }.joined(separator: ",\n") + "\n      "
  }

}
