// AuthenticationServices, declarations only, written by us from Apple's public documentation.
// This file: what of AuthenticationServices takes UIKit's window, on the platforms that have UIKit (on
// macOS the anchor is AppKit's window, which the interface does not declare: this file is left out).
import SwiftUI
import UIKit

/// An interface the controller uses to ask a delegate for a presentation context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// Tells the delegate from which window it should present content to the user.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// A display context in which the system can present an authentication session to the user.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public typealias ASPresentationAnchor = UIWindow

extension ASAuthorizationController {
    /// A delegate that provides a display context in which the system can present an authorization
    /// interface to the user.
    @available(watchOS, unavailable)
    public var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)? {
        get { fatalError() }
        set {}
    }
}
