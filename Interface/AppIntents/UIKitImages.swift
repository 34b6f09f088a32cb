// AppIntents, declarations only, written by us from Apple's public documentation.
// This file: what of AppIntents takes UIKit's types, on the platforms that have UIKit (on macOS the
// interface leaves this file out).
import SwiftUI
import UIKit

extension DisplayRepresentation.Image {
    /// Creates an image of an SF Symbol, tinted.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(systemName: String, tintColor: UIColor?) {}
}
