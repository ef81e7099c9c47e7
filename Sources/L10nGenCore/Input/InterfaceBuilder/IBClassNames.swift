/// The UIKit and AppKit class each Interface Builder element stands for, as ibtool writes it after `Class =`.
///
/// Most element names are the class name without its prefix (`label` → `UILabel`, `buttonCell` → `NSButtonCell`);
/// the exceptions are listed. The custom class never matters: ibtool names the framework class.
enum IBClassNames {
  /// Elements that name no class of their own: connections, segues and document structure.
  private static let classless: Set<String> = [
    "outlet", "outletCollection", "action", "segue", "binding", "connections", "placeholder", "exit", "scene",
    "objects", "document", "resources", "dependencies", "device", "userDefinedRuntimeAttribute",
    "userDefinedRuntimeAttributes", "state", "segment", "accessibility", "string", "attributedString", "fragment",
  ]

  private static let uiKitExceptions: [String: String] = [
    "constraint": "NSLayoutConstraint",
    "layoutGuide": "UILayoutGuide",
    "viewLayoutGuide": "UILayoutGuide",
    "containerView": "UIView",
    "mapView": "MKMapView",
    "wkWebView": "WKWebView",
    "arscnView": "ARSCNView",
    "arskView": "ARSKView",
    "sceneKitView": "SCNView",
    "skView": "SKView",
    "mtkView": "MTKView",
    "glkView": "GLKView",
    "glkViewController": "GLKViewController",
    "avPlayerViewController": "AVPlayerViewController",
    "hostingController": "UIHostingController",
    "customObject": "NSObject",
    "tableViewCellContentView": "UITableViewCellContentView",
    "collectionViewCellContentView": "UICollectionViewCellContentView",
  ]

  private static let appKitExceptions: [String: String] = [
    "constraint": "NSLayoutConstraint",
    "customView": "NSView",
    "containerView": "NSView",
    "customObject": "NSObject",
    "touchBarPopoverItem": "NSPopoverTouchBarItem",
    "touchBarItem": "NSCustomTouchBarItem",
    "pagecontroller": "NSPageController",
    "mapView": "MKMapView",
    "wkWebView": "WKWebView",
    "sceneView": "SCNView",
    "skView": "SKView",
    "mtkView": "MTKView",
    "avPlayerView": "AVPlayerView",
    "pdfView": "PDFView",
  ]

  /// The class `element` stands for on `platform`, or `nil` for elements without one.
  static func className(of element: String, platform: IBPlatform) -> String? {
    guard !classless.contains(element), let first = element.first else { return nil }
    switch platform {
    case .macOS:
      if let name = appKitExceptions[element] { return name }
      return "NS" + first.uppercased() + element.dropFirst()
    case .watchOS:
      if element == "controller" { return "WKInterfaceController" }
      return "WKInterface" + first.uppercased() + element.dropFirst()
    case .iOS, .tvOS, .unknown:
      if let name = uiKitExceptions[element] { return name }
      return "UI" + first.uppercased() + element.dropFirst()
    }
  }
}
