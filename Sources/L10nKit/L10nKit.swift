/// The L10nKit runtime.
public enum L10nKitVersion {
  /// The runtime version.
  public static let version = "0.1.0"
}
