/// A small Interface Builder project that the core's rule tests and the tools' status tests share: a Base storyboard
/// (a label and a button whose texts ibtool exports, and a label with `lz*` runtime attributes: a misspelt key, a key
/// that takes arguments, a number), its French table (with stale entries) and a `Localizable` table in English and
/// French.
package enum IBProjectFixture {
  /// The Base storyboard, `App/Base.lproj/Main.storyboard`.
  package static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <label text="100% sure" id="lb1"/>
                                <button id="bt1">
                                    <state key="normal" title="Go"/>
                                </button>
                                <label text="Hi" id="lb2" customClass="TitleLabel">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.title"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="login.tilte"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="lzAccessibilityHint" value="login.welcome"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="lzText">
                                            <integer key="value" value="3"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// Every file of the project (the storyboard included) by path.
  package static let files: [String: String] = [
    "App/Base.lproj/Main.storyboard": storyboard,
    "App/fr.lproj/Main.strings": """
    "lb1.text" = "100% sûr";
    "zzz-zz-zzz.text" = "Disparu";
    "lb1.title" = "Titre";
    """,
    "App/en.lproj/Localizable.strings": """
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    """,
    "App/fr.lproj/Localizable.strings": """
    "login.welcome" = "Bon retour, %@ !";
    """,
  ]
}
