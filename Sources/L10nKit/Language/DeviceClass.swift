/// A device key of `NSStringDeviceSpecificRuleType` / String Catalog device variations.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
  /// `iphone`.
  case iphone
  /// `ipad`.
  case ipad
  /// `ipod`.
  case ipod
  /// `mac`.
  case mac
  /// `appletv`.
  case appletv
  /// `applewatch`.
  case applewatch
  /// `applevision`.
  case applevision

  /// The device class of the platform this code was compiled for, or `nil` on Linux and Windows.
  ///
  /// iOS reports `.iphone` (set `Localizer.deviceClass = .ipad` on iPad: L10nKit does not import UIKit),
  /// Mac Catalyst `.mac`. Where this is `nil`, device entries use their `other` variant, then `mac`
  /// (the closest desktop class).
  public static var current: DeviceClass? {
    #if targetEnvironment(macCatalyst) || os(macOS)
      return .mac
    #elseif os(iOS)
      return .iphone
    #elseif os(tvOS)
      return .appletv
    #elseif os(watchOS)
      return .applewatch
    #elseif os(visionOS)
      return .applevision
    #else
      return nil
    #endif
  }

  /// The device variant keys to try, in order, for a device class.
  static func variantKeys(for device: DeviceClass?) -> [String] {
    guard let device else { return ["other", "mac"] }
    return [device.rawValue, "other"]
  }
}
