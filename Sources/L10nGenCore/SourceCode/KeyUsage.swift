/// One use of a localization key found in a source file (or, added by other readers, in an Interface Builder file).
package struct KeyUsage: Hashable, Sendable {
  /// The kind of code that uses the key.
  package enum Form: String, Hashable, Sendable, CaseIterable {
    /// `NSLocalizedString("k", tableName:, bundle:, value:, comment:)` in Swift, or the Objective-C macro family
    /// (`NSLocalizedString`, `...FromTable`, `...FromTableInBundle`, `...WithDefaultValue`).
    case localizedStringMacro
    /// `String(localized: "k", table:)` (also `AttributedString(localized:)`).
    case stringLocalized
    /// `LocalizedStringResource("k")`, or a literal typed `LocalizedStringResource`.
    case localizedStringResource
    /// `LocalizedStringKey("k")`, or a literal typed `LocalizedStringKey`.
    case localizedStringKey
    /// A SwiftUI view or modifier whose literal is a `LocalizedStringKey` (`Text("k")`, `Button("k")`, ...).
    case swiftUI
    /// `Bundle.localizedString(forKey:value:table:)` or `-[NSBundle localizedStringForKey:value:table:]`.
    case bundleLookup
    /// An accessor of the generated API (`L10n.Login.title`), mapped back through the symbol table.
    case generatedAccessor
    /// A key symbol of the generated API (`.loginTitle`).
    case keySymbol
    /// SwiftGen's `L10n.tr("Table", "key")`.
    case swiftGenLookup
    /// A project wrapper declared in `sourceFunctions` (`Localized("k")`).
    case wrapperFunction
    /// A project suffix declared in `sourceSuffixes` (`"k".localized()`).
    case wrapperSuffix
    /// A localized property of an Interface Builder file (added by the IB reader).
    case interfaceBuilder
  }

  /// The key, as the code spells it.
  package var key: SourceKey
  /// The table the call names (`Localizable` when it names none).
  package var table: String
  /// Where the key is written (the literal, or the start of the accessor).
  package var location: SourceLocation
  /// The kind of call.
  package var form: Form
  /// The `value:`/`defaultValue:` argument, the development text a call proposes.
  package var value: String?
  /// The `comment:` argument.
  package var comment: String?
  /// The number of arguments passed with the key's format (`String(format: NSLocalizedString("k", ...), a, b)` is 2),
  /// when the code shows them.
  package var formatArgumentCount: Int?

  /// Whether the usage is in code only debug builds compile (`#Preview`, a `PreviewProvider`, `#if DEBUG`; see
  /// ``DebugOnlyRegions``): it counts as a use, but `undefined-key` does not check it unless
  /// `"sources": {"previews": true}`.
  package var isDebugOnly = false

  /// Whether the compiler already checks that the key exists (generated accessors and key symbols).
  package var isCompilerChecked: Bool { form == .generatedAccessor || form == .keySymbol }

  /// Whether the key comes from a call that `genstrings`-style extraction writes into a table.
  package var isExtractable: Bool { !isCompilerChecked && form != .interfaceBuilder }

  package init(
    key: SourceKey, table: String, location: SourceLocation, form: Form, value: String? = nil,
    comment: String? = nil, formatArgumentCount: Int? = nil
  ) {
    self.key = key
    self.table = table
    self.location = location
    self.form = form
    self.value = value
    self.comment = comment
    self.formatArgumentCount = formatArgumentCount
  }
}
