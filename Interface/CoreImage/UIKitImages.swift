// CoreImage, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/coreimage/ciimage/init(image:), …/uikit/uiimage/init(ciimage:)).
// This file: Core Image's bridge to UIKit's images — `CIImage(image:)` from a `UIImage`, and UIKit's
// `UIImage(ciImage:)` with its `ciImage` (UIKit's on Apple's platforms; here beside Core Image, which UIKit
// does not import). It imports UIKit, so it is left out where UIKit is not (macOS).
import UIKit

@available(watchOS, unavailable)
extension CIImage {
    /// Initializes an image object with the specified UIKit image object.
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init?(image: UIImage) { fatalError() }
}

extension UIImage {
    /// Initializes and returns an image object with the specified Core Image object.
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public convenience init(ciImage: CIImage) { fatalError() }
    /// The underlying Core Image data.
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public var ciImage: CIImage? { fatalError() }
}
