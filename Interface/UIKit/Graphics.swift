// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit, …/coregraphics, …/quartzcore). Nothing here runs: bodies exist
// only to satisfy the compiler.
// This file: what `import UIKit` brings along besides UIKit itself — Foundation (whose CGFloat, CGPoint,
// CGSize and CGRect Linux has too), Core Graphics (`CGColor`, `CGImage`, `CGAffineTransform`, declared in
// the CoreGraphics module) and the Core Animation type UIKit code touches (`CALayer`) — and UIKit's own geometry values: edge insets,
// offsets, text alignment and line breaks, and the `NSValue` and attributed-string keys UIKit adds.

// `import UIKit` brings Foundation and Core Graphics along on Apple's platforms too (CGColor, CGImage and
// CGAffineTransform are the interface's CoreGraphics module's: Interface/CoreGraphics/Graphics.swift).
@_exported import CoreGraphics
@_exported import Foundation

// MARK: Core Animation

/// An object that manages image-based content and allows you to perform animations on that content.
@available(iOS 2.0, macOS 10.5, visionOS 1.0, *)
open class CALayer: NSObject {
    public override init() {}
    /// The layer's frame rectangle.
    public var frame: CGRect = .zero
    /// The layer's bounds rectangle.
    public var bounds: CGRect = .zero
    /// The background color of the receiver.
    public var backgroundColor: CGColor?
    /// The radius to use when drawing rounded corners for the layer's background.
    public var cornerRadius: CGFloat = 0
    /// The width of the layer's border.
    public var borderWidth: CGFloat = 0
    /// The color of the layer's border.
    public var borderColor: CGColor?
    /// A Boolean indicating whether sublayers are clipped to the layer's bounds.
    public var masksToBounds: Bool = false
    /// The opacity of the receiver.
    public var opacity: Float = 1
    /// The color of the layer's shadow.
    public var shadowColor: CGColor?
    /// The opacity of the layer's shadow.
    public var shadowOpacity: Float = 0
    /// The offset (in points) of the layer's shadow.
    public var shadowOffset: CGSize = .zero
    /// The blur radius (in points) used to render the layer's shadow.
    public var shadowRadius: CGFloat = 0
    /// An array containing the layer's sublayers.
    public var sublayers: [CALayer]?
    /// The superlayer of the layer.
    public var superlayer: CALayer? { fatalError() }

    /// Appends the layer to the layer's list of sublayers.
    open func addSublayer(_ layer: CALayer) {}
    /// Inserts the specified layer into the receiver's list of sublayers at the specified index.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
    /// Detaches the layer from its parent layer.
    open func removeFromSuperlayer() {}
    /// Marks the layer's contents as needing to be updated.
    open func setNeedsDisplay() {}
}

// MARK: UIKit's geometry

/// The inset distances for views.
@available(iOS 2.0, visionOS 1.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    /// Creates an edge insets structure with the specified value for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
    public static var zero: UIEdgeInsets { fatalError() }
}

/// Edge insets that take language direction into account.
@available(iOS 11.0, visionOS 1.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    /// Creates a directional edge insets structure with the specified value for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    /// A directional edge insets structure whose top, leading, bottom, and trailing fields all have a value of 0.
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

/// A structure that specifies an amount to offset a position.
@available(iOS 5.0, visionOS 1.0, *)
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { fatalError() }
    public init(horizontal: CGFloat, vertical: CGFloat) { fatalError() }
    /// A offset structure whose horizontal and vertical fields are both set to 0.
    public static var zero: UIOffset { fatalError() }
}

/// Constants that specify text alignment.
@available(iOS 6.0, visionOS 1.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Constants that specify what happens when a line is too long for its container.
@available(iOS 6.0, visionOS 1.0, *)
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

extension NSValue {
    /// Returns the Core Graphics rectangle structure representation of the value.
    @available(iOS 2.0, visionOS 1.0, *)
    public var cgRectValue: CGRect { fatalError() }
    /// Returns the Core Graphics size structure representation of the value.
    @available(iOS 2.0, visionOS 1.0, *)
    public var cgSizeValue: CGSize { fatalError() }
    /// Returns the Core Graphics point structure representation of the value.
    @available(iOS 2.0, visionOS 1.0, *)
    public var cgPointValue: CGPoint { fatalError() }
}

extension NSAttributedString.Key {
    /// The font of the text.
    @available(iOS 6.0, visionOS 1.0, *)
    public static var font: NSAttributedString.Key { fatalError() }
    /// The color of the text.
    @available(iOS 6.0, visionOS 1.0, *)
    public static var foregroundColor: NSAttributedString.Key { fatalError() }
    /// The color of the background behind the text.
    @available(iOS 6.0, visionOS 1.0, *)
    public static var backgroundColor: NSAttributedString.Key { fatalError() }
    /// The kerning of the text.
    @available(iOS 6.0, visionOS 1.0, *)
    public static var kern: NSAttributedString.Key { fatalError() }
    /// The presence of the underline on the text.
    @available(iOS 6.0, visionOS 1.0, *)
    public static var underlineStyle: NSAttributedString.Key { fatalError() }
    /// The URL of a link in the text.
    @available(iOS 7.0, visionOS 1.0, *)
    public static var link: NSAttributedString.Key { fatalError() }
}
