#import <UIKit/UIKit.h>
// A dial "control" /* with comments */
@interface HRDial : UIControl
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@implementation HRDial
- (instancetype)initWithFrame:(CGRect)frame {
  if ((self = [super initWithFrame:frame])) {
    self.isAccessibilityElement = YES;
    self.accessibilityLabel = @"Volume \"dial\"";
    self.accessibilityTraits |= UIAccessibilityTraitAdjustable;
    for (int i = 0; i < 3; i++) {
      UIButton *tick = [UIButton buttonWithType:UIButtonTypeCustom];
      [tick setTitle:@"+" forState:UIControlStateNormal];
      [self addSubview:tick];
    }
  }
  return self;
}
- (void)accessibilityIncrement { self.value += 1; }
- (void)accessibilityDecrement { self.value -= 1; }
- (void)drawRect:(CGRect)rect { UIAccessibilityPostNotification(UIAccessibilityLayoutChangedNotification, nil); }
@end
