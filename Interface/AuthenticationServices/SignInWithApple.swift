// AuthenticationServices, declarations only, written by us from Apple's public documentation.
// This file: Sign in with Apple as SwiftUI apps use it — `SignInWithAppleButton` with its request and
// completion closures and its style, `ASAuthorization` and its Apple ID credential, the Apple ID request
// and its scopes, the provider's credential state, `ASAuthorizationController` with its delegate (for
// apps that start the flow themselves), and `ASAuthorizationError`. What takes UIKit's window is in UIKitWindows.swift.
import SwiftUI

// MARK: Authorizations and credentials

/// A type that provides a credential of an authorization.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ASAuthorizationCredential: AnyObject, Sendable {}

/// A type that provides authorizations (the Apple ID provider, the password provider).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ASAuthorizationProvider: AnyObject {}

/// An encapsulation of a successful authorization performed by a controller.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// The kinds of contact information that can be requested from the user.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public struct Scope: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A scope that includes the user's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// A scope that includes the user's email address.
        public static let email = Scope(rawValue: "email")
    }

    /// The credential that was returned after successful authorization.
    open var credential: any ASAuthorizationCredential { fatalError() }
    /// The provider that created this authorization.
    open var provider: any ASAuthorizationProvider { fatalError() }
}

/// Possible values for the real user indicator.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0
    case unknown = 1
    case likelyReal = 2
}

/// A credential that results from a successful Apple ID authentication.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// An identifier associated with the authenticated user.
    open var user: String { fatalError() }
    /// The user's email address (on the first authorization only).
    open var email: String? { fatalError() }
    /// The user's name (on the first authorization only).
    open var fullName: PersonNameComponents? { fatalError() }
    /// A JSON Web Token that securely communicates information about the user to your app.
    open var identityToken: Data? { fatalError() }
    /// A short-lived token used by your app for proof of authorization when interacting with the app's server.
    open var authorizationCode: Data? { fatalError() }
    /// An arbitrary string that your app provided to the request that generated the credential.
    open var state: String? { fatalError() }
    /// The contact information the user authorized your app to access.
    open var authorizedScopes: [ASAuthorization.Scope] { fatalError() }
    /// A value that indicates whether the user appears to be a real person.
    open var realUserStatus: ASUserDetectionStatus { fatalError() }
}

/// A password credential (from the iCloud Keychain).
@available(iOS 12.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// Creates a password credential.
    public init(user: String, password: String) { fatalError() }
    /// The user name of the credential.
    open var user: String { fatalError() }
    /// The password of the credential.
    open var password: String { fatalError() }
}

// MARK: Requests and providers

/// A base class for different kinds of authorization requests.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationRequest: NSObject {
    /// The provider of the request.
    open var provider: any ASAuthorizationProvider { fatalError() }
}

/// An OpenID authorization request that provides a nonce, state and scopes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// The contact information to be requested from the user during authentication.
    open var requestedScopes: [ASAuthorization.Scope]? {
        get { fatalError() }
        set {}
    }
    /// A string your app provides that is returned in the credential (to verify the response).
    open var state: String? {
        get { fatalError() }
        set {}
    }
    /// A string that associates the client session with an identity token (against replay attacks).
    open var nonce: String? {
        get { fatalError() }
        set {}
    }
}

/// An OpenID authorization request that relies on the user's Apple ID.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// The user identifier, for a request that checks an existing account.
    open var user: String? {
        get { fatalError() }
        set {}
    }
}

/// A mechanism for generating requests to authenticate users based on their Apple ID.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// Possible values for the credential state of a user.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public enum CredentialState: Int, Sendable {
        case revoked = 0
        case authorized = 1
        case notFound = 2
        case transferred = 3
    }
    /// Creates a provider.
    public override init() { fatalError() }
    /// Creates a new Apple ID authorization request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { fatalError() }
    /// Returns the credential state for the given user in a completion handler.
    open func getCredentialState(
        forUserID userID: String,
        completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void
    ) { fatalError() }
    /// Returns the credential state for the given user.
    open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        fatalError()
    }
}

/// A mechanism for generating requests to perform keychain credential sharing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// Creates a provider.
    public override init() { fatalError() }
    /// Creates a new password authorization request.
    open func createRequest() -> ASAuthorizationPasswordRequest { fatalError() }
}

/// A request for a password credential from the keychain.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

// MARK: The controller

/// An interface the controller uses to inform a delegate about the success or failure of an
/// authorization attempt. (Its methods are optional on Apple's platforms: here, requirements with
/// empty defaults.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// Tells the delegate that authorization completed successfully.
    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// Tells the delegate that authorization failed, and provides an error to explain why.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// A controller that manages authorization requests that a provider created.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class ASAuthorizationController: NSObject {
    /// Creates a controller from a collection of authorization requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) { fatalError() }
    /// The authorization requests that the controller performs.
    open var authorizationRequests: [ASAuthorizationRequest] { fatalError() }
    /// A delegate that the controller informs about the success or failure of an authorization attempt.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Starts the authorization flows named during controller initialization.
    open func performRequests() {}
}

/// An error of an authorization.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ASAuthorizationError: Error, Hashable, Sendable {
    /// The codes of the errors.
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        case notInteractive = 1005
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        case matchedExcludedCredential = 1006

        /// Matches an error of this code (`catch ASAuthorizationError.canceled`).
        public static func ~= (code: Code, error: any Error) -> Bool { fatalError() }
    }
    /// The error's code.
    public var code: Code { fatalError() }
    public static func == (lhs: ASAuthorizationError, rhs: ASAuthorizationError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}

    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
}

// MARK: SwiftUI

/// A SwiftUI view that creates the Sign in with Apple button for display.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct SignInWithAppleButton: View {
    /// The type of the button's label.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public struct Label: Sendable {
        /// "Sign in with Apple".
        public static let signIn = Label()
        /// "Continue with Apple".
        public static let `continue` = Label()
        /// "Sign up with Apple".
        public static let signUp = Label()
    }
    /// The style of the button.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public struct Style: Sendable {
        /// A black button with white text.
        public static let black = Style()
        /// A white button with black text.
        public static let white = Style()
        /// A white button with an outline and black text.
        public static let whiteOutline = Style()
    }

    /// Creates a Sign in with Apple button.
    public init(
        _ label: SignInWithAppleButton.Label = .signIn,
        onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {}
    public var body: Never { fatalError() }
}

extension View {
    /// Sets the style used for displaying the Sign in with Apple buttons within the view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View { self }
}
