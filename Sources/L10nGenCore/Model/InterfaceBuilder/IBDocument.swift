/// A storyboard or xib, reduced to what localization needs: its platform, and every object with an ObjectID, with
/// the texts ibtool exports and the runtime attributes a key registry reads, each located in the file.
///
/// The model is platform-neutral: it is read on Linux from the XML alone (see ``IBDocumentReader``), and UIKit and
/// AppKit appear only as the class names ibtool writes in its comments.
package struct IBDocument: Hashable, Sendable {
  /// Storyboard or xib.
  package enum Kind: String, Hashable, Sendable, Codable {
    /// A `.storyboard`: scenes, each with its own objects.
    case storyboard
    /// A `.xib` (a nib): one set of top-level objects.
    case xib
  }

  /// How the file is written.
  package enum Format: String, Hashable, Sendable, Codable {
    /// `<document type=… version="3.0">`, written by Xcode 5 and later (the only format ibtool keys are derived from
    /// here).
    case document
    /// `<archive type=… version="7.10">`, the keyed-archive format of Xcode 4 and earlier. Its objects carry no
    /// ObjectIDs that ibtool's keys use, so no object is read from it.
    case legacyArchive
  }

  /// The file path as given.
  package var path: String
  /// Storyboard or xib, from the root's `type` attribute (or, failing that, the file extension).
  package var kind: Kind
  /// The platform, from `targetRuntime` and `type`.
  package var platform: IBPlatform
  /// The file format.
  package var format: Format
  /// The root's `type` attribute (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
  package var documentType: String?
  /// The root's `version` attribute (`3.0`).
  package var version: String?
  /// The root's `toolsVersion` attribute: the Interface Builder build that last saved the file.
  package var toolsVersion: String?
  /// The root's `targetRuntime` attribute (`iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`).
  package var targetRuntime: String?
  /// Every element that has an `id`, in document order.
  package var objects: [IBObject]
  /// The root element.
  package var span: SourceSpan

  package init(
    path: String, kind: Kind, platform: IBPlatform, format: Format = .document, documentType: String? = nil,
    version: String? = nil, toolsVersion: String? = nil, targetRuntime: String? = nil, objects: [IBObject] = [],
    span: SourceSpan
  ) {
    self.path = path
    self.kind = kind
    self.platform = platform
    self.format = format
    self.documentType = documentType
    self.version = version
    self.toolsVersion = toolsVersion
    self.targetRuntime = targetRuntime
    self.objects = objects
    self.span = span
  }

  /// The object whose ObjectID is `id` (the first one, should an id appear twice).
  package func object(withID id: String) -> IBObject? {
    objects.first { $0.id == id }
  }

  /// Every localizable property of every object, in document order.
  package var localizableProperties: [IBLocalizableProperty] {
    objects.flatMap(\.properties)
  }
}

/// The UI framework a document targets, which decides the class names (`UIButton` or `NSButton`) and which
/// properties ibtool exports.
package enum IBPlatform: String, Hashable, Sendable, Codable, CaseIterable {
  /// iOS, iPadOS and Mac Catalyst (UIKit).
  case iOS
  /// tvOS (UIKit).
  case tvOS
  /// watchOS (WatchKit).
  case watchOS
  /// macOS (AppKit).
  case macOS
  /// A document whose platform could not be told.
  case unknown

  /// Whether the platform's classes are UIKit's (`UI…`); otherwise AppKit's (`NS…`) for macOS.
  package var usesUIKit: Bool { self == .iOS || self == .tvOS || self == .unknown }
}
