package import Foundation

/// What reading one storyboard or xib produced.
package struct IBDocumentReadResult: Hashable, Sendable {
  /// The document; `nil` when the file is not well-formed XML or not an Interface Builder document.
  package var document: IBDocument?
  /// Errors (malformed XML, not an IB document) and warnings (legacy format, an ObjectID used twice), located.
  package var diagnostics: [Diagnostic]

  package init(document: IBDocument?, diagnostics: [Diagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }
}

/// Reads `.storyboard` and `.xib` files (iOS, tvOS, watchOS and macOS; storyboards and xibs) into an
/// ``IBDocument``: every object with its ObjectID, class, custom class, user label, localizer comment, the texts
/// ibtool exports (``IBLocalizableMapping``) and its user-defined runtime attributes, each with its location.
///
/// The XML is read by ``XMLTreeReader``, so a malformed file gives a located error instead of a crash.
package enum IBDocumentReader {
  /// The file extensions of Interface Builder documents.
  package static let fileExtensions: Set<String> = ["storyboard", "xib"]

  /// Reads the bytes of an IB file. Never throws: problems become diagnostics.
  package static func read(_ data: Data, path: String) -> IBDocumentReadResult {
    let parsed = XMLTreeReader.parse(data, path: path)
    guard let root = parsed.root else { return IBDocumentReadResult(document: nil, diagnostics: parsed.diagnostics) }
    return read(root, path: path)
  }

  /// Reads an IB document from its XML tree.
  package static func read(_ root: XMLElementNode, path: String) -> IBDocumentReadResult {
    let type = root[attribute: "type"]
    let targetRuntime = root[attribute: "targetRuntime"]
    var document = IBDocument(
      path: path, kind: kind(type: type, path: path), platform: platform(type: type, targetRuntime: targetRuntime),
      documentType: type, version: root[attribute: "version"], toolsVersion: root[attribute: "toolsVersion"],
      targetRuntime: targetRuntime, span: root.span)
    switch root.name {
    case "document":
      break
    case "archive":
      document.format = .legacyArchive
      let message =
        "this is an Xcode 4 (or older) keyed-archive \(document.kind == .xib ? "xib" : "file"), whose objects carry "
        + "no ObjectIDs that ibtool keys use; open and save it in a current Xcode to convert it"
      return IBDocumentReadResult(
        document: document, diagnostics: [.warning(message, at: root.span.location, rule: .ibLegacyArchive)])
    default:
      let message =
        "the root element is <\(root.name)>, not <document>: this is not an Interface Builder storyboard or xib"
      return IBDocumentReadResult(
        document: nil, diagnostics: [.error(message, at: root.span.location, rule: .ibInvalidDocument)])
    }
    var walker = Walker(platform: document.platform)
    walker.visit(root, parentID: nil)
    document.objects = walker.objects
    return IBDocumentReadResult(document: document, diagnostics: walker.diagnostics)
  }

  /// The platform from the root's `targetRuntime`, or else its `type`.
  static func platform(type: String?, targetRuntime: String?) -> IBPlatform {
    switch targetRuntime {
    case let runtime? where runtime.hasPrefix("MacOSX"): return .macOS
    case let runtime? where runtime.hasPrefix("AppleTV"): return .tvOS
    case let runtime? where runtime.lowercased().hasPrefix("watchkit"): return .watchOS
    case let runtime? where runtime.hasPrefix("iOS"): return .iOS
    default: break
    }
    guard let type else { return .unknown }
    if type.contains(".Cocoa.") || type.hasSuffix(".Cocoa") { return .macOS }
    if type.contains("AppleTV") { return .tvOS }
    if type.contains("WatchKit") { return .watchOS }
    if type.contains("CocoaTouch") { return .iOS }
    return .unknown
  }

  private static func kind(type: String?, path: String) -> IBDocument.Kind {
    if let type { return type.contains("Storyboard") ? .storyboard : .xib }
    return path.hasSuffix(".storyboard") ? .storyboard : .xib
  }

  /// Collects the objects of a document tree, depth first (the XML parser bounds the depth).
  private struct Walker {
    let platform: IBPlatform
    var objects: [IBObject] = []
    var diagnostics: [Diagnostic] = []
    /// The line of each ObjectID's first use.
    var firstLines: [String: Int] = [:]
    /// Class names by element name, computed once per document.
    var classNames: [String: String?] = [:]

    init(platform: IBPlatform) {
      self.platform = platform
    }

    /// Visits `element` and its subtree. `context` says what ibtool carries down from the ancestors: the enclosing
    /// control's "Comment for Localizer", which ibtool gives to the control's cell (`key="cell"`), and whether a
    /// view-based table view encloses it, whose columns' `dataCell`s ibtool does not export (the rows are views).
    mutating func visit(_ element: XMLElementNode, parentID: String?, context: Context = Context()) {
      var ownID = parentID
      if let idAttribute = element.attribute("id"), !idAttribute.value.isEmpty, element.name != "device" {
        let id = idAttribute.value
        ownID = id
        if let firstLine = firstLines[id] {
          diagnostics.append(
            .warning(
              "the ObjectID '\(id)' is used twice (first at line \(firstLine)); ibtool keys of the two "
                + "objects collide", at: idAttribute.valueSpan.location, rule: .ibDuplicateObjectID))
        } else {
          firstLines[id] = idAttribute.valueSpan.location.line
        }
        objects.append(object(element, id: id, idSpan: idAttribute.valueSpan, parentID: parentID, context: context))
      }
      var inner = Context()
      inner.controlComment = localizerComment(of: element)
      inner.insideViewBasedTable =
        context.insideViewBasedTable
        || ((element.name == "tableView" || element.name == "outlineView") && element[attribute: "viewBased"] == "YES")
      for child in element.children {
        visit(child, parentID: ownID, context: inner)
      }
    }

    /// What ibtool carries from an element's ancestors to it.
    struct Context {
      /// The parent element's "Comment for Localizer".
      var controlComment: String?
      /// Whether a view-based `tableView` or `outlineView` encloses the element.
      var insideViewBasedTable = false
    }

    private mutating func object(
      _ element: XMLElementNode, id: String, idSpan: SourceSpan, parentID: String?, context: Context
    ) -> IBObject {
      let key = element[attribute: "key"]
      let className: String?
      if let cached = classNames[element.name] {
        className = cached
      } else {
        className = IBClassNames.className(of: element.name, platform: platform)
        classNames[element.name] = .some(className)
      }
      return IBObject(
        id: id, element: element.name, className: className, customClass: element[attribute: "customClass"],
        customModule: element[attribute: "customModule"], userLabel: element[attribute: "userLabel"],
        localizerComment: localizerComment(of: element) ?? (key == "cell" ? context.controlComment : nil),
        isLocalizable: element[attribute: "localization"] != "NO", parentID: parentID,
        properties: context.insideViewBasedTable && key == "dataCell"
          ? []
          : IBLocalizableMapping.properties(of: element, objectID: id, className: className, platform: platform),
        runtimeAttributes: runtimeAttributes(of: element), span: element.span, idSpan: idSpan)
    }

    /// The "Comment for Localizer": the fragments of `<attributedString key="userComments">`, joined.
    private func localizerComment(of element: XMLElementNode) -> String? {
      guard let comments = element.child(named: "attributedString", key: "userComments") else { return nil }
      var text = ""
      for fragment in comments.children(named: "fragment") {
        if let content = fragment[attribute: "content"] {
          text += content
        } else if let content = fragment.child(named: "string", key: "content") {
          text += content.text
        }
      }
      return text.isEmpty ? nil : text
    }

    private func runtimeAttributes(of element: XMLElementNode) -> [IBRuntimeAttribute] {
      guard let container = element.child(named: "userDefinedRuntimeAttributes") else { return [] }
      return container.children(named: "userDefinedRuntimeAttribute").map { attribute in
        var value: String?
        var valueSpan: SourceSpan?
        if let valueAttribute = attribute.attribute("value") {
          value = valueAttribute.value
          valueSpan = valueAttribute.valueSpan
        } else if let child = attribute.children.first(where: { $0[attribute: "key"] == "value" }) {
          if child.name == "string" {
            value = child.text
            valueSpan = child.textSpan ?? child.span
          } else if let nested = child.attribute("value") {
            value = nested.value
            valueSpan = nested.valueSpan
          }
        }
        let keyPath = attribute.attribute("keyPath")
        return IBRuntimeAttribute(
          keyPath: keyPath?.value ?? "", type: attribute[attribute: "type"] ?? "", value: value, span: attribute.span,
          keyPathSpan: keyPath?.valueSpan, valueSpan: valueSpan)
      }
    }
  }
}
