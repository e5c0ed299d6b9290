import UIKit

struct A { static let a = B.b; var f = A().f }
struct B { static let b = A.a }
class Evil: UIView {
  var x = 1
  var y: Int { return y + 1 }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    var v = x
    v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v
    v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v; v = v + v
    v = Int(Double(v)); v = Int(Double(v)); v = Int(Double(v)); v = Int(Double(v)); v = Int(Double(v))
    var t = "a"
    if x > 1 { t = t + "b" }; if x > 2 { t = t + "c" }; if x > 3 { t = t + "d" }; if x > 4 { t = t + "e" }
    if x > 5 { t = t + "b" }; if x > 6 { t = t + "c" }; if x > 7 { t = t + "d" }; if x > 8 { t = t + "e" }
    if x > 9 { t = t + "b" }; if x > 10 { t = t + "c" }; if x > 11 { t = t + "d" }; if x > 12 { t = t + "e" }
    if x > 13 { t = t + "b" }; if x > 14 { t = t + "c" }; if x > 15 { t = t + "d" }; if x > 16 { t = t + "e" }
    if x > 17 { t = t + "b" }; if x > 18 { t = t + "c" }; if x > 19 { t = t + "d" }; if x > 20 { t = t + "e" }
    accessibilityLabel = t
    accessibilityValue = "\(v) \(A.a) \(A().f) \(y)"
    isAccessibilityElement = true
    f();
  }
  func f() { g() }
  func g() { f() }
}
