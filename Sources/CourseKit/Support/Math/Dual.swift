import Foundation

/// A number with its partial derivatives with respect to up to 24 variables: forward-mode
/// automatic differentiation. Every operation applies the chain rule to the derivatives, so a
/// formula evaluated on `Dual`s gives its value and its exact gradient in one pass.
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

    /// `pow(a, b)`: d = a^b · (b' · ln a + b · a' / a). A constant exponent needs no logarithm, so a
    /// base of 0 is fine there.
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

/// 24 partial derivatives, held as three 8-wide vectors (a 32-wide generic SIMD vector compiled to
/// three times the instructions).
struct Gradient24: Sendable, Equatable {
    var a: SIMD8<Double>
    var b: SIMD8<Double>
    var c: SIMD8<Double>

    static let count = 24
    static var zero: Gradient24 { Gradient24(a: .zero, b: .zero, c: .zero) }

    subscript(index: Int) -> Double {
        get { index < 8 ? a[index] : index < 16 ? b[index - 8] : c[index - 16] }
        set {
            if index < 8 {
                a[index] = newValue
            } else if index < 16 {
                b[index - 8] = newValue
            } else {
                c[index - 16] = newValue
            }
        }
    }

    @inline(__always) static func + (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(a: x.a + y.a, b: x.b + y.b, c: x.c + y.c)
    }
    @inline(__always) static func - (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(a: x.a - y.a, b: x.b - y.b, c: x.c - y.c)
    }
    @inline(__always) static prefix func - (x: Gradient24) -> Gradient24 { Gradient24(a: -x.a, b: -x.b, c: -x.c) }
    @inline(__always) static func * (k: Double, x: Gradient24) -> Gradient24 {
        Gradient24(a: k * x.a, b: k * x.b, c: k * x.c)
    }
    @inline(__always) static func * (x: Gradient24, y: Gradient24) -> Gradient24 {
        Gradient24(a: x.a * y.a, b: x.b * y.b, c: x.c * y.c)
    }
    @inline(__always) static func / (x: Gradient24, k: Double) -> Gradient24 {
        Gradient24(a: x.a / k, b: x.b / k, c: x.c / k)
    }
    @inline(__always) static func += (x: inout Gradient24, y: Gradient24) { x = x + y }
}
