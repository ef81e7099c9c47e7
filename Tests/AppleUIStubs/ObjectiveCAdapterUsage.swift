// Compiled only by `WholeAppTypeCheckTests`, into the L10nKit module together with the ObjectiveC stub
// module: it uses the Apple side of the bundle redirection, so the check fails if its `#if` left it out.
import Foundation
import ObjectiveC

func useTheBundleRedirection(bundle: Bundle) -> String {
  Localizer.shared.redirectsMainBundle = true
  Localizer.shared.redirect(bundle: bundle)
  let redirected: Bundle = RedirectedBundle(path: "/")!
  return redirected.localizedString(forKey: "key", value: nil, table: nil)
}
