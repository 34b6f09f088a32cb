import Foundation

/// A number with its partial derivatives with respect to up to 24 variables.
///
/// forward-mode automatic differentiation. Every operation applies the chain rule to the
/// derivatives, so a formula evaluated on `Dual`s gives its value and its exact gradient in one
/// pass.
struct Dual: Sendable {
    typealias Tangent = Gradient24

    var value: Double
    /// ∂value/∂xᵢ for each variable i.
    var tangent: Tangent

    init(_ value: Double) {
        self.value = value
        self.tangent = .zero
    }

    init(value: Double, tangent: Tangent) {
        self.value = value
        self.tangent = tangent
    }

    /// Variable `index`, with value `value` (its derivative with respect to itself is 1).
    static func variable(_ value: Double, index: Int) -> Dual {
        var tangent = Tangent.zero
        tangent[index] = 1
        return Dual(value: value, tangent: tangent)
    }

    @inline(__always) static func + (a: Dual, b: Dual) -> Dual {
        Dual(value: a.value + b.value, tangent: a.tangent + b.tangent)
    }
    @inline(__always) static func - (a: Dual, b: Dual) -> Dual {
        Dual(value: a.value - b.value, tangent: a.tangent - b.tangent)
    }
    @inline(__always) static prefix func - (a: Dual) -> Dual { Dual(value: -a.value, tangent: -a.tangent) }

    @inline(__always) static func * (a: Dual, b: Dual) -> Dual {
        Dual(value: a.value * b.value, tangent: b.value * a.tangent + a.value * b.tangent)
    }

    @inline(__always) static func / (a: Dual, b: Dual) -> Dual {
        let quotient = a.value / b.value
        return Dual(value: quotient, tangent: (a.tangent - quotient * b.tangent) / b.value)
    }

    /// `pow(a, b)`: d = a^b · (b' · ln a + b · a' / a).
    ///
    /// A constant exponent needs no logarithm, so a base of 0 is fine there.
    @inline(__always) static func power(_ base: Dual, _ exponent: Dual) -> Dual {
        let result = Foundation.pow(base.value, exponent.value)
        var tangent = Tangent.zero
        if base.tangent != .zero {
            tangent += (exponent.value * Foundation.pow(base.value, exponent.value - 1)) * base.tangent
        }
        if exponent.tangent != .zero {
            tangent += (result * Foundation.log(base.value)) * exponent.tangent
        }
        return Dual(value: result, tangent: tangent)
    }

    /// The natural logarithm.
    static func log(_ x: Dual) -> Dual {
        Dual(value: Foundation.log(x.value), tangent: x.tangent / x.value)
    }

    /// Cuts the derivatives: the value as a constant.
    var detached: Dual { Dual(value) }
}

/// 24 partial derivatives, each a stored property and each operation written out for all 24.
///
/// As fast as three 8-wide SIMD vectors in a release build, and 7 times as fast in a debug build,
/// where the generic SIMD operations are not specialized (the test suite fits real logs in a debug
/// build, and most of a fit's time went to these operations).
struct Gradient24: Sendable, Equatable {
    var d0, d1, d2, d3, d4, d5, d6, d7: Double
    var d8, d9, d10, d11, d12, d13, d14, d15: Double
    var d16, d17, d18, d19, d20, d21, d22, d23: Double

    static let count = 24
    static var zero: Gradient24 { Gradient24(repeating: 0) }

    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0: d0
            case 1: d1
            case 2: d2
            case 3: d3
            case 4: d4
            case 5: d5
            case 6: d6
            case 7: d7
            case 8: d8
            case 9: d9
            case 10: d10
            case 11: d11
            case 12: d12
            case 13: d13
            case 14: d14
            case 15: d15
            case 16: d16
            case 17: d17
            case 18: d18
            case 19: d19
            case 20: d20
            case 21: d21
            case 22: d22
            case 23: d23
            default: preconditionFailure("no derivative \(index) of 24")
            }
        }
        set {
            switch index {
            case 0: d0 = newValue
            case 1: d1 = newValue
            case 2: d2 = newValue
            case 3: d3 = newValue
            case 4: d4 = newValue
            case 5: d5 = newValue
            case 6: d6 = newValue
            case 7: d7 = newValue
            case 8: d8 = newValue
            case 9: d9 = newValue
            case 10: d10 = newValue
            case 11: d11 = newValue
            case 12: d12 = newValue
            case 13: d13 = newValue
            case 14: d14 = newValue
            case 15: d15 = newValue
            case 16: d16 = newValue
            case 17: d17 = newValue
            case 18: d18 = newValue
            case 19: d19 = newValue
            case 20: d20 = newValue
            case 21: d21 = newValue
            case 22: d22 = newValue
            case 23: d23 = newValue
            default: preconditionFailure("no derivative \(index) of 24")
            }
        }
    }

    @inline(__always) static func + (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(
            d0: x.d0 + y.d0, d1: x.d1 + y.d1, d2: x.d2 + y.d2, d3: x.d3 + y.d3, d4: x.d4 + y.d4, d5: x.d5 + y.d5,
            d6: x.d6 + y.d6, d7: x.d7 + y.d7, d8: x.d8 + y.d8, d9: x.d9 + y.d9, d10: x.d10 + y.d10, d11: x.d11 + y.d11,
            d12: x.d12 + y.d12, d13: x.d13 + y.d13, d14: x.d14 + y.d14, d15: x.d15 + y.d15, d16: x.d16 + y.d16,
            d17: x.d17 + y.d17, d18: x.d18 + y.d18, d19: x.d19 + y.d19, d20: x.d20 + y.d20, d21: x.d21 + y.d21,
            d22: x.d22 + y.d22, d23: x.d23 + y.d23)
    }
    @inline(__always) static func - (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(
            d0: x.d0 - y.d0, d1: x.d1 - y.d1, d2: x.d2 - y.d2, d3: x.d3 - y.d3, d4: x.d4 - y.d4, d5: x.d5 - y.d5,
            d6: x.d6 - y.d6, d7: x.d7 - y.d7, d8: x.d8 - y.d8, d9: x.d9 - y.d9, d10: x.d10 - y.d10, d11: x.d11 - y.d11,
            d12: x.d12 - y.d12, d13: x.d13 - y.d13, d14: x.d14 - y.d14, d15: x.d15 - y.d15, d16: x.d16 - y.d16,
            d17: x.d17 - y.d17, d18: x.d18 - y.d18, d19: x.d19 - y.d19, d20: x.d20 - y.d20, d21: x.d21 - y.d21,
            d22: x.d22 - y.d22, d23: x.d23 - y.d23)
    }
    @inline(__always) static prefix func - (x: Gradient24) -> Gradient24 {
        Gradient24(
            d0: -x.d0, d1: -x.d1, d2: -x.d2, d3: -x.d3, d4: -x.d4, d5: -x.d5, d6: -x.d6, d7: -x.d7, d8: -x.d8,
            d9: -x.d9, d10: -x.d10, d11: -x.d11, d12: -x.d12, d13: -x.d13, d14: -x.d14, d15: -x.d15, d16: -x.d16,
            d17: -x.d17, d18: -x.d18, d19: -x.d19, d20: -x.d20, d21: -x.d21, d22: -x.d22, d23: -x.d23)
    }
    @inline(__always) static func * (k: Double, x: Gradient24) -> Gradient24 {
        Gradient24(
            d0: k * x.d0, d1: k * x.d1, d2: k * x.d2, d3: k * x.d3, d4: k * x.d4, d5: k * x.d5, d6: k * x.d6,
            d7: k * x.d7, d8: k * x.d8, d9: k * x.d9, d10: k * x.d10, d11: k * x.d11, d12: k * x.d12, d13: k * x.d13,
            d14: k * x.d14, d15: k * x.d15, d16: k * x.d16, d17: k * x.d17, d18: k * x.d18, d19: k * x.d19,
            d20: k * x.d20, d21: k * x.d21, d22: k * x.d22, d23: k * x.d23)
    }
    @inline(__always) static func * (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(
            d0: x.d0 * y.d0, d1: x.d1 * y.d1, d2: x.d2 * y.d2, d3: x.d3 * y.d3, d4: x.d4 * y.d4, d5: x.d5 * y.d5,
            d6: x.d6 * y.d6, d7: x.d7 * y.d7, d8: x.d8 * y.d8, d9: x.d9 * y.d9, d10: x.d10 * y.d10, d11: x.d11 * y.d11,
            d12: x.d12 * y.d12, d13: x.d13 * y.d13, d14: x.d14 * y.d14, d15: x.d15 * y.d15, d16: x.d16 * y.d16,
            d17: x.d17 * y.d17, d18: x.d18 * y.d18, d19: x.d19 * y.d19, d20: x.d20 * y.d20, d21: x.d21 * y.d21,
            d22: x.d22 * y.d22, d23: x.d23 * y.d23)
    }
    @inline(__always) static func / (x: Gradient24, k: Double) -> Gradient24 {
        Gradient24(
            d0: x.d0 / k, d1: x.d1 / k, d2: x.d2 / k, d3: x.d3 / k, d4: x.d4 / k, d5: x.d5 / k, d6: x.d6 / k,
            d7: x.d7 / k, d8: x.d8 / k, d9: x.d9 / k, d10: x.d10 / k, d11: x.d11 / k, d12: x.d12 / k, d13: x.d13 / k,
            d14: x.d14 / k, d15: x.d15 / k, d16: x.d16 / k, d17: x.d17 / k, d18: x.d18 / k, d19: x.d19 / k,
            d20: x.d20 / k, d21: x.d21 / k, d22: x.d22 / k, d23: x.d23 / k)
    }
    @inline(__always) static func += (x: inout Gradient24, y: Gradient24) { x = x + y }
}

extension Gradient24 {
    init(repeating value: Double) {
        self.init(
            d0: value, d1: value, d2: value, d3: value, d4: value, d5: value, d6: value, d7: value, d8: value,
            d9: value, d10: value, d11: value, d12: value, d13: value, d14: value, d15: value, d16: value, d17: value,
            d18: value, d19: value, d20: value, d21: value, d22: value, d23: value)
    }
}
