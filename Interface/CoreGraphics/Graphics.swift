// CoreGraphics, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/coregraphics). Nothing here runs: bodies exist only to satisfy the
// compiler.
// This file: the Core Graphics types apps touch beside Foundation's `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` (which Linux's Foundation has): `CGColor`, `CGImage` (what Core Image renders to and UIKit's
// images wrap) and `CGAffineTransform`. `import UIKit` and `import CoreImage` re-export this module, as on
// Apple's platforms. The versions are those of the members' pages (the types' own pages give none); the
// pages list tvOS without a version, written here as tvOS 9.0, its first release.
@_exported import Foundation

// MARK: Core Graphics

/// A set of components that define a color, with a color space specifying how to interpret them.
@available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGColor: @unchecked Sendable {
    /// Creates a color in the Generic RGB color space.
    @available(iOS 13.0, macOS 10.5, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Creates a color in the Generic gray color space.
    @available(iOS 13.0, macOS 10.5, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(gray: CGFloat, alpha: CGFloat) {}
    /// The value of the alpha component associated with the color.
    public var alpha: CGFloat { fatalError() }
    /// The values of the color components (including alpha) associated with the color.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var components: [CGFloat]? { fatalError() }
    /// The number of color components (including alpha) associated with the color.
    public var numberOfComponents: Int { fatalError() }
    /// Returns a copy of the color with the alpha value you specify.
    public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
}

/// A bitmap image or image mask.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGImage: @unchecked Sendable {
    /// The width, in pixels, of the bitmap image.
    public var width: Int { fatalError() }
    /// The height, in pixels, of the bitmap image.
    public var height: Int { fatalError() }
    /// Creates a bitmap image using the data contained within a subregion of an existing bitmap image.
    public func cropping(to rect: CGRect) -> CGImage? { fatalError() }
}

/// An affine transformation matrix for use in drawing 2D graphics.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates an affine transformation matrix with all its entries set to zero.
    public init() { fatalError() }
    /// Creates an affine transform from the matrix's entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    /// Returns an affine transformation matrix constructed from a rotation value you provide.
    public init(rotationAngle angle: CGFloat) { fatalError() }
    /// Returns an affine transformation matrix constructed from scaling values you provide.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    /// Returns an affine transformation matrix constructed from translation values you provide.
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }

    /// The identity transform.
    public static var identity: CGAffineTransform { fatalError() }
    /// A Boolean value that indicates whether the transform is the identity transform.
    public var isIdentity: Bool { fatalError() }

    /// Returns an affine transformation matrix constructed by rotating an existing affine transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    /// Returns an affine transformation matrix constructed by scaling an existing affine transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    /// Returns an affine transformation matrix constructed by translating an existing affine transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    /// Returns an affine transformation matrix constructed by combining two existing affine transforms.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    /// Returns an affine transformation matrix constructed by inverting an existing affine transform.
    public func inverted() -> CGAffineTransform { fatalError() }
}
