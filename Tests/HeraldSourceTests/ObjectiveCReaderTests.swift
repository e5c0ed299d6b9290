import Foundation
import HeraldSource
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

/// Reads `text` as the Objective-C file `file`.
private func read(_ text: String, file: String = "RatingControl.m") -> SourceFileFacts {
  SourceIndexer().read(Data(text.utf8), file: file)
}

private func at(_ line: Int, _ column: Int, _ file: String = "RatingControl.m") -> HeraldSyntax.SourceLocation {
  HeraldSyntax.SourceLocation(file: file, line: line, column: column)
}

@Suite("Objective-C reader")
struct ObjectiveCReaderTests {
  static let header = """
    @protocol RatingDelegate;
    @protocol Rated <NSObject>
    @property (nonatomic) UILabel *ignored;
    - (void)rated;
    @end

    @interface RatingControl : UIControl {
        IBOutlet UILabel *legacyLabel;
    }
    @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
    @property (nonatomic, strong, nullable) UIImageView *starView;
    @property (nonatomic) IBOutletCollection(UIButton) NSArray *buttons;
    @property (nonatomic, copy) NSString *first, *second;
    @property (nonatomic, copy) void (^onChange)(NSInteger value);
    @property (nonatomic) IBOutlet UILabel *modernLabel API_AVAILABLE(ios(13.0));
    @property (nonatomic) UIColor *tint UI_APPEARANCE_SELECTOR;
    @end

    @interface Box<T> : NSObject
    @end
    """

  static let implementation = """
    #import "RatingControl.h"

    @interface RatingControl ()
    @property (nonatomic, strong) UILabel *titleLabel;
    @end

    @implementation RatingControl

    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        self.isAccessibilityElement = YES;
        self.accessibilityLabel = @"Rating";
        self.accessibilityTraits |= UIAccessibilityTraitAdjustable;
        [self setAccessibilityHint:@"Swipe up or down"];
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _titleLabel.text = @"Stars";
        for (int i = 0; i < 5; i++) {
            UIButton *b = [UIButton buttonWithType:UIButtonTypeCustom];
            [b setTitle:@"Star" forState:UIControlStateNormal];
            [self addSubview:b];
        }
        [self addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tap:)]];
        return self;
    }

    - (NSString *)accessibilityValue {
        return [NSString stringWithFormat:@"%d stars", 3];
    }

    - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
        [self sendActionsForControlEvents:UIControlEventValueChanged];
        UIAccessibilityPostNotification(UIAccessibilityLayoutChangedNotification, nil);
    }

    - (void)drawRect:(CGRect)rect {
        [[NSBundle mainBundle] loadNibNamed:@"RatingStar" owner:self options:nil];
    }

    @end
    """

  @Test("@interface gives the class, its superclass and its properties; @protocol blocks are skipped")
  func readsInterface() {
    let facts = read(Self.header, file: "RatingControl.h")
    let file = "RatingControl.h"
    #expect(facts.problems.isEmpty)
    #expect(facts.types.map(\.name) == ["RatingControl", "Box"])
    #expect(facts.types.last?.superclass == "NSObject")
    #expect(facts.types.last?.location == at(19, 1, file))
    let type = facts.types.first
    #expect(type?.superclass == "UIControl")
    #expect(type?.location == at(7, 1, file))
    #expect(type?.language == .objectiveC)
    #expect(type?.isClass == true)
    #expect(
      type?.properties == [
        "legacyLabel": CodeProperty(name: "legacyLabel", typeName: "UILabel", isOutlet: true, location: at(8, 5, file)),
        "nameLabel": CodeProperty(name: "nameLabel", typeName: "UILabel", isOutlet: true, location: at(10, 1, file)),
        "starView": CodeProperty(name: "starView", typeName: "UIImageView", isOutlet: false, location: at(11, 1, file)),
        "buttons": CodeProperty(name: "buttons", typeName: "UIButton", isOutlet: true, location: at(12, 1, file)),
        "first": CodeProperty(name: "first", typeName: "NSString", isOutlet: false, location: at(13, 1, file)),
        "second": CodeProperty(name: "second", typeName: "NSString", isOutlet: false, location: at(13, 1, file)),
        "onChange": CodeProperty(name: "onChange", typeName: "void", isOutlet: false, location: at(14, 1, file)),
        "modernLabel": CodeProperty(
          name: "modernLabel", typeName: "UILabel", isOutlet: true, location: at(15, 1, file)),
        "tint": CodeProperty(name: "tint", typeName: "UIColor", isOutlet: false, location: at(16, 1, file)),
      ])
  }

  @Test("@implementation: overrides, what it sets on self, the nib it loads, in source order")
  func readsFactsOfSelf() {
    let facts = read(Self.implementation)
    #expect(facts.problems.isEmpty)
    #expect(facts.types.count == 1)
    guard let type = facts.types.first else { return }
    #expect(type.name == "RatingControl")
    #expect(type.superclass == nil)
    #expect(type.location == at(3, 1))
    #expect(type.properties["titleLabel"]?.typeName == "UILabel")
    let initializer = "initWithFrame:"
    #expect(
      type.facts == [
        CodeFact(
          member: .isAccessibilityElement, kind: .assignment, location: at(11, 5), value: "YES", function: initializer),
        CodeFact(
          member: .accessibilityLabel, kind: .assignment, location: at(12, 5), value: "@\"Rating\"",
          function: initializer),
        CodeFact(
          member: .accessibilityTraits, kind: .assignment, location: at(13, 5), value: "UIAccessibilityTraitAdjustable",
          function: initializer),
        CodeFact(
          member: .accessibilityHint, kind: .assignment, location: at(14, 5), value: "@\"Swipe up or down\"",
          function: initializer),
        CodeFact(member: .subview, kind: .call, location: at(20, 9), value: "b", function: initializer),
        CodeFact(member: .gestureRecognizer, kind: .call, location: at(22, 5), value: nil, function: initializer),
        CodeFact(member: .accessibilityValue, kind: .override, location: at(26, 1), function: "accessibilityValue"),
        CodeFact(member: .touchHandling, kind: .override, location: at(30, 1), function: "touchesBegan:withEvent:"),
        CodeFact(
          member: .sendsActions, kind: .call, location: at(31, 5), value: "UIControlEventValueChanged",
          function: "touchesBegan:withEvent:"),
        CodeFact(
          member: .accessibilityNotification, kind: .call, location: at(32, 5),
          value: "UIAccessibilityLayoutChangedNotification, nil", function: "touchesBegan:withEvent:"),
        CodeFact(member: .drawing, kind: .override, location: at(35, 1), function: "drawRect:"),
        CodeFact(member: .loadsNib, kind: .call, location: at(36, 5), value: "RatingStar", function: "drawRect:"),
      ])
  }

  @Test("Views created in code, repeated in a loop or not, with what is set on them")
  func readsSubviews() {
    let type = read(Self.implementation).types.first
    #expect(
      type?.subviews == [
        CodeSubview(
          className: "UILabel", name: "titleLabel", location: at(15, 19), isRepeated: false,
          facts: [
            CodeFact(
              member: .text, kind: .assignment, location: at(16, 5), value: "@\"Stars\"", function: "initWithFrame:")
          ]),
        CodeSubview(
          className: "UIButton", name: "b", location: at(18, 23), isRepeated: true,
          facts: [
            CodeFact(
              member: .title, kind: .assignment, location: at(19, 9), value: "@\"Star\"", function: "initWithFrame:")
          ]),
      ])
  }

  @Test(
    "Each accessibility, touch, tracking and drawing method is an override of its member",
    arguments: [
      ("- (BOOL)isAccessibilityElement", CodeMember.isAccessibilityElement),
      ("- (NSString *)accessibilityLabel", .accessibilityLabel),
      ("- (NSString *)accessibilityValue", .accessibilityValue),
      ("- (NSString *)accessibilityHint", .accessibilityHint),
      ("- (UIAccessibilityTraits)accessibilityTraits", .accessibilityTraits),
      ("- (NSArray *)accessibilityElements", .accessibilityElements),
      ("- (NSInteger)accessibilityElementCount", .accessibilityElements),
      ("- (id)accessibilityElementAtIndex:(NSInteger)index", .accessibilityElements),
      ("- (NSInteger)indexOfAccessibilityElement:(id)element", .accessibilityElements),
      ("- (void)accessibilityIncrement", .accessibilityIncrement),
      ("- (void)accessibilityDecrement", .accessibilityDecrement),
      ("- (BOOL)accessibilityActivate", .accessibilityActivate),
      ("- (NSArray *)accessibilityCustomActions", .accessibilityCustomActions),
      ("- (BOOL)shouldGroupAccessibilityChildren", .shouldGroupAccessibilityChildren),
      ("- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event", .touchHandling),
      ("- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event", .touchHandling),
      ("- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event", .touchHandling),
      ("- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event", .touchHandling),
      ("- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event", .touchHandling),
      ("- (void)drawRect:(CGRect)rect", .drawing),
    ])
  func readsOverride(method: String, member: CodeMember) {
    let facts = read("@implementation V\n\(method) {\n}\n+ (BOOL)accessibilityLabel { }\n- (void)setup { }\n@end\n")
    #expect(facts.types.first?.facts.map(\.member) == [member])
    #expect(facts.types.first?.facts.first?.location == at(2, 1))
    #expect(facts.types.first?.facts.first?.kind == .override)
  }

  @Test("Setters sent to self (or weakSelf in a block), and nibs loaded by name")
  func readsSettersAndNibs() {
    let text = """
      @implementation V
      - (void)setup {
          [self setIsAccessibilityElement:NO];
          [self addTarget:self action:@selector(tap) forControlEvents:UIControlEventTouchUpInside];
          UINib *nib = [UINib nibWithNibName:@"Cell" bundle:nil];
          dispatch_async(q, ^{ weakSelf.accessibilityLabel = @"Later"; });
      }
      @end
      """
    let facts = read(text).types.first?.facts ?? []
    #expect(facts.map(\.member) == [.isAccessibilityElement, .targetAction, .loadsNib, .accessibilityLabel])
    #expect(facts.map(\.kind) == [.assignment, .call, .call, .assignment])
    #expect(facts.map(\.value) == ["NO", "self", "Cell", "@\"Later\""])
    #expect(facts.first?.isFalse == true)
    #expect(facts.map(\.location) == [at(3, 5), at(4, 5), at(5, 18), at(6, 26)])
  }

  @Test("Categories, control tracking, C functions in an @implementation, unnamed and enumerated views")
  func readsCategoriesAndBlocks() {
    let text = """
      @implementation UIView (Herald)
      @end

      @implementation StarControl
      static void helper(StarControl *control) {
          control.starLabel.text = @"x";
      }
      - (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
          return YES;
      }
      - (void)layout;
      - (void)awakeFromNib {
          [self addSubview:[[UILabel alloc] init]];
          [views enumerateObjectsUsingBlock:^(id view, NSUInteger i, BOOL *stop) {
              UILabel *label = [UILabel new];
              label.accessibilityLabel = @"Star";
          }];
          [[UILabel appearance] setFont:nil];
      }
      @end
      """
    let facts = read(text, file: "S.m")
    #expect(facts.problems.isEmpty)
    #expect(facts.types.map(\.name) == ["UIView", "StarControl"])
    #expect(facts.types.first?.superclass == nil)
    #expect(facts.types.first?.location == at(1, 1, "S.m"))
    let type = facts.types.last
    #expect(
      type?.facts == [
        CodeFact(
          member: .touchHandling, kind: .override, location: at(8, 1, "S.m"),
          function: "beginTrackingWithTouch:withEvent:"),
        CodeFact(
          member: .subview, kind: .call, location: at(13, 5, "S.m"), value: "[[UILabel alloc] init]",
          function: "awakeFromNib"),
      ])
    #expect(
      type?.subviews == [
        CodeSubview(className: "UILabel", name: nil, location: at(13, 22, "S.m"), isRepeated: false),
        CodeSubview(
          className: "UILabel", name: "label", location: at(15, 26, "S.m"), isRepeated: true,
          facts: [
            CodeFact(
              member: .accessibilityLabel, kind: .assignment, location: at(16, 9, "S.m"), value: "@\"Star\"",
              function: "awakeFromNib")
          ]),
      ])
    #expect(
      facts.uses == [
        // `control.starLabel` in a C function: another object's, in no method.
        PropertyUse(
          property: "starLabel", member: .text, memberName: "text", kind: .assignment, location: at(6, 5, "S.m"),
          scope: "StarControl"),
        PropertyUse(
          property: "views", member: nil, memberName: "enumerateObjectsUsingBlock", kind: .call,
          location: at(14, 5, "S.m"), owner: "StarControl", function: "awakeFromNib", scope: "StarControl"),
        // `label` is the block's local variable, no property.
        local(
          PropertyUse(
            property: "label", member: .accessibilityLabel, memberName: "accessibilityLabel", kind: .assignment,
            location: at(16, 9, "S.m"), function: "awakeFromNib", scope: "StarControl")),
      ])
  }

  @Test("Property uses by name: assignments, setters, calls and bare references; reads are not uses")
  func readsPropertyUses() {
    let text = """
      @implementation ProfileViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.nameLabel.text = @"Name";
          [self.avatarView setImage:nil];
          [_bioLabel setText:@"Bio"];
          _bioLabel.font = nil;
          NSString *x = self.nameLabel.text;
          [self configure:self.nameLabel];
          helper(_bioLabel);
          [nameField becomeFirstResponder];
          cell.detailLabel.textColor = UIColor.redColor;
          NSUInteger n = [self.nameLabel.text length];
          [self.nameLabel.layer setCornerRadius:4];
      }
      @end
      """
    let facts = read(text, file: "P.m")
    #expect(facts.problems.isEmpty)
    #expect(facts.types.map(\.name) == ["ProfileViewController"])
    #expect(facts.types.first?.facts == [])
    #expect(
      facts.uses == [
        own("nameLabel", .text, "text", .assignment, at(4, 5, "P.m")),
        own("avatarView", .image, "setImage", .assignment, at(5, 5, "P.m")),
        own("bioLabel", .text, "setText", .assignment, at(6, 5, "P.m")),
        own("bioLabel", .font, "font", .assignment, at(7, 5, "P.m")),
        // Passed in a message: handed to it, in the slot its selector piece names.
        handed(own("nameLabel", nil, nil, .call, at(9, 21, "P.m")), to: "self.configure", slot: "configure"),
        own("bioLabel", nil, nil, .call, at(10, 12, "P.m")),
        own("nameField", nil, "becomeFirstResponder", .call, at(11, 5, "P.m")),
        // Another object's property: no owner.
        PropertyUse(
          property: "detailLabel", member: .color, memberName: "textColor", kind: .assignment,
          location: at(12, 5, "P.m"), function: "viewDidLoad", scope: "ProfileViewController"),
        own("nameLabel", nil, "layer", .call, at(14, 5, "P.m")),
      ])
    /// A use of the class's own property in `viewDidLoad`.
    func own(
      _ property: String, _ member: CodeMember?, _ name: String?, _ kind: CodeFact.Kind,
      _ location: HeraldSyntax.SourceLocation
    ) -> PropertyUse {
      PropertyUse(
        property: property, member: member, memberName: name, kind: kind, location: location,
        owner: "ProfileViewController", function: "viewDidLoad", scope: "ProfileViewController")
    }

  }

  @Test("Comments, strings, characters and # lines are never read as code")
  func skipsCommentsAndStrings() {
    let text = """
      @implementation Quiet
      // self.accessibilityLabel = @"no";
      /* - (BOOL)isAccessibilityElement { return YES; }
         [self setAccessibilityLabel:@"no"]; */
      - (void)awakeFromNib {
          NSString *s = @"self.accessibilityHint = @\\"x\\"; [self addGestureRecognizer:g]";
          char c = '[';
      #define LABEL self.accessibilityLabel = @"macro"
          self.accessibilityValue = @"ok // not a comment";
      }
      @end
      """
    let facts = read(text, file: "Q.m")
    #expect(facts.problems.isEmpty)
    #expect(
      facts.types.first?.facts == [
        CodeFact(
          member: .accessibilityValue, kind: .assignment, location: at(9, 5, "Q.m"), value: "@\"ok // not a comment\"",
          function: "awakeFromNib")
      ])
    #expect(facts.uses.isEmpty)
  }

  @Test("Columns count Unicode scalars; CRLF lines and continued # lines are read like LF ones")
  func countsScalarsAndLines() {
    let text =
      "@implementation C\r\n- (void)a {\r\n#define A \\\r\n  self.accessibilityLabel = @\"no\"\r\n"
      + "    t = @\"\u{E9}\u{1F642}\"; self.accessibilityHint = @\"h\";\r\n}\r\n@end\r\n"
    let facts = read(text, file: "C.m")
    #expect(facts.problems.isEmpty)
    #expect(
      facts.types.first?.facts == [
        CodeFact(
          member: .accessibilityHint, kind: .assignment, location: at(5, 16, "C.m"), value: "@\"h\"", function: "a")
      ])
  }

  @Test("A malformed file is a problem, and the rest of it is still read")
  func reportsProblems() {
    let text = """
      @implementation Broken
      - (void)a {
          self.accessibilityLabel = @"x";
      @interface Other : UIView
      @end
      """
    let facts = read(text, file: "B.m")
    #expect(facts.types.map(\.name) == ["Broken", "Other"])
    #expect(facts.types.first?.facts.map(\.member) == [.accessibilityLabel])
    #expect(facts.types.last?.superclass == "UIView")
    #expect(facts.problems.map(\.location) == [at(1, 1, "B.m"), at(2, 11, "B.m")])
    #expect(facts.problems.first?.message.contains("has no @end") == true)
    #expect(facts.problems.allSatisfy { $0.message.contains("the rest of the file was still read") })
  }

  @Test("A C function whose brace is never closed does not hide the class after it")
  func readsPastUnclosedFunction() {
    let text = """
      static void helper(void) {
          _nameLabel.text = @"x";
      @implementation After
      - (BOOL)isAccessibilityElement { return YES; }
      @end
      """
    let facts = read(text, file: "F.m")
    #expect(facts.types.map(\.name) == ["After"])
    #expect(facts.types.first?.facts.map(\.member) == [.isAccessibilityElement])
    #expect(facts.uses.map(\.property) == ["nameLabel"])
    #expect(facts.problems.map(\.location) == [at(1, 26, "F.m")])
  }

  @Test("Never crashes: every prefix of a file, unbalanced brackets, unterminated literals, junk")
  func survivesJunk() {
    let scalars = Array(Self.implementation.unicodeScalars)
    for end in 0...scalars.count {
      var prefix = String.UnicodeScalarView()
      prefix.append(contentsOf: scalars[0..<end])
      _ = read(String(prefix))
    }
    for text in [
      "@interface", "@implementation", "@protocol", "@interface A :", "@implementation A (", "- (", "[[[[ ((( {{{",
      "]]]) }}} @end @end", "\"unterminated\n /* open", "'", "@\"", "#define A \\", "self.", "_a =", "= = =",
      "@implementation A\n- (void)a { [self setText:] ; self. = ; [ b ] }\n@end", "\u{0}\u{FFFD}\u{1F600}@\u{7}",
    ] {
      _ = read(text)
    }
    // Inputs that would take quadratic time if any step rescanned the file.
    for text in [
      "@implementation A\n" + String(repeating: "- ", count: 20_000),
      "@implementation A\n- (void)a {" + String(repeating: "a = b ", count: 20_000),
      String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
      String(repeating: "@protocol A x ", count: 20_000), String(repeating: "@interface A ", count: 20_000),
      String(repeating: "{ self.nameLabel.text = _a(", count: 10_000),
    ] {
      _ = read(text)
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let bytes = (0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) }
      _ = SourceIndexer().read(Data(bytes), file: "junk.m")
    }
  }
}

@Suite("Objective-C reader on a real app", .requires(.appsCorpus))
struct ObjectiveCReaderCorpusTests {
  @Test("artsy/eidolon: its Objective-C helpers are two NSObject classes and one C function")
  func readsEidolon() {
    let root = TestPaths.appsCorpus + "/artsy+eidolon"
    let indexer = SourceIndexer()
    let files = indexer.files(in: [root]).filter { !$0.hasSuffix(".swift") }
    #expect(files.count == 8)
    let facts = files.map { indexer.read(file: $0) }
    #expect(facts.flatMap(\.problems).isEmpty)
    let index = CodeIndex(files: facts)
    #expect(index.types.keys.sorted() == ["KioskDateFormatter", "StubResponses"])
    let formatter = index.type(named: "KioskDateFormatter")
    #expect(formatter?.superclass == "NSObject")
    #expect(
      formatter?.location
        == HeraldSyntax.SourceLocation(file: root + "/Kiosk/App/KioskDateFormatter.h", line: 3, column: 1))
    #expect(index.type(named: "StubResponses")?.superclass == "NSObject")
    #expect(index.types.values.allSatisfy { $0.facts.isEmpty && $0.subviews.isEmpty && $0.properties.isEmpty })
    // The one message to a variable: `[formatter dateFromString:string]` in KioskDateFormatter.m.
    #expect(
      facts.flatMap(\.uses) == [
        local(
          PropertyUse(
            property: "formatter", member: nil, memberName: "dateFromString", kind: .call,
            location: HeraldSyntax.SourceLocation(file: root + "/Kiosk/App/KioskDateFormatter.m", line: 8, column: 12),
            function: "fromString:", scope: "KioskDateFormatter"))
      ])
  }
}

/// `use`, marked as one of a local variable or parameter.
private func local(_ use: PropertyUse) -> PropertyUse {
  var use = use
  use.isLocal = true
  return use
}

/// `use`, passed to the call `callee` in `slot`.
private func handed(_ use: PropertyUse, to callee: String, slot: String) -> PropertyUse {
  var use = use
  use.handedTo = callee
  use.slot = slot
  return use
}
