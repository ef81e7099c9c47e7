#import <Foundation/Foundation.h>

// NSLocalizedString(@"objc.commented", nil) is a comment.
/* NSLocalizedString(@"objc.block", nil) too. */

@implementation AppDelegate

- (void)show:(NSString *)key count:(NSInteger)count {
  NSString *title = NSLocalizedString(@"objc.title", @"Window title");
  NSString *again = NSLocalizedString(@"objc.title", @"Menu item");
  NSString *settings = NSLocalizedStringFromTable(@"objc.settings", @"Settings", @"Settings title");
  NSString *bundle = NSLocalizedStringFromTableInBundle(@"objc.bundle", @"Settings", [NSBundle mainBundle], nil);
  NSString *value = NSLocalizedStringWithDefaultValue(@"objc.default", nil, [NSBundle mainBundle], @"Default value", @"A default");
  NSString *message = [[NSBundle mainBundle] localizedStringForKey:@"objc.message" value:@"" table:nil];
  NSString *items = [NSString stringWithFormat:NSLocalizedString(@"objc.count", @"Item count"), count];
  NSString *pair = [NSString stringWithFormat:NSLocalizedString(@"objc.pair", @"Two names"), title];  // expect: key-argument-mismatch
  NSString *joined = NSLocalizedString(@"objc." @"joined", @"Adjacent literals \"join\"");
  NSString *missing = NSLocalizedString(@"objc.missing", nil);  // expect: undefined-key
  NSString *dynamic = NSLocalizedString(key, nil);
  NSLog(@"%@ %@ %@ %@ %@ %@ %@ %@ %@", title, again, settings, bundle, value, message, items, pair, joined);
}

@end
