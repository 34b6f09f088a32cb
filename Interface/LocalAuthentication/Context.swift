// LocalAuthentication, declarations only, written by us from Apple's public documentation.
// This file: what a SwiftUI app uses to unlock with Face ID, Touch ID, Optic ID or the passcode —
// `LAContext` (`canEvaluatePolicy(_:error:)`, `evaluatePolicy` with a reply and async, `biometryType`),
// the policies (`LAPolicy`), the biometry types (`LABiometryType`) and the errors (`LAError`).
import Foundation

// MARK: Policies and biometry

/// The set of available local authentication policies.
@available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public enum LAPolicy: Int, Sendable, Hashable {
    /// User authentication with biometry.
    @available(iOS 8.0, macOS 10.12.2, watchOS 9.0, visionOS 1.0, *)
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// User authentication with either biometry or the device passcode.
    @available(iOS 9.0, macOS 10.11, watchOS 3.0, visionOS 1.0, *)
    case deviceOwnerAuthentication = 2
    /// User authentication with a companion device (a paired Apple Watch, for example).
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    case deviceOwnerAuthenticationWithCompanion = 3
    /// User authentication with biometry or a companion device.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    case deviceOwnerAuthenticationWithBiometricsOrCompanion = 4
    /// User authentication with Apple Watch (macOS only).
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    case deviceOwnerAuthenticationWithWatch = 5
    /// User authentication with biometry or Apple Watch (macOS only).
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 6
    /// User authentication with wrist detection on watchOS.
    @available(watchOS 9.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    case deviceOwnerAuthenticationWithWristDetection = 7
}

/// The set of available biometric authentication types.
@available(iOS 11.0, macOS 10.13.2, watchOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public enum LABiometryType: Int, Sendable, Hashable {
    /// No biometry type is supported.
    @available(iOS 11.2, macOS 10.13.2, watchOS 11.0, visionOS 1.0, *)
    case none = 0
    /// The device supports Touch ID.
    @available(iOS 11.0, macOS 10.13.2, watchOS 11.0, visionOS 1.0, *)
    case touchID = 1
    /// The device supports Face ID.
    @available(iOS 11.0, macOS 10.15, watchOS 11.0, visionOS 1.0, *)
    case faceID = 2
    /// The device supports Optic ID.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
    case opticID = 4
}

// MARK: The context

/// A mechanism for evaluating authentication policies and access controls.
@available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class LAContext: NSObject {
    /// Creates a context.
    public override init() { fatalError() }

    /// Assesses whether authentication can proceed for a given policy; `error` says why not (the SDK's
    /// `NSErrorPointer`, an autoreleasing pointer, is a plain one here: Linux has no Objective-C runtime).
    @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        fatalError()
    }

    /// Evaluates the specified policy; `reply` runs on a private queue of the framework.
    @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) { fatalError() }

    /// Evaluates the specified policy (the `async` form of the reply).
    @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { fatalError() }

    /// Invalidates the context.
    @available(iOS 9.0, macOS 10.11, watchOS 3.0, visionOS 1.0, *)
    open func invalidate() { fatalError() }

    /// The type of biometric authentication supported by the device.
    @available(iOS 11.0, macOS 10.13.2, watchOS 11.0, visionOS 1.0, *)
    open var biometryType: LABiometryType { fatalError() }

    /// The localized title for the fallback button in the dialog presented to the user during authentication.
    @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
    open var localizedFallbackTitle: String? {
        get { fatalError() }
        set { fatalError() }
    }

    /// The localized title for the cancel button in the dialog presented to the user during authentication.
    @available(iOS 10.0, macOS 10.12, watchOS 3.0, visionOS 1.0, *)
    open var localizedCancelTitle: String? {
        get { fatalError() }
        set { fatalError() }
    }

    /// The localized explanation for authentication shown in a dialog the context presents.
    @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
    open var localizedReason: String {
        get { fatalError() }
        set { fatalError() }
    }

    /// A Boolean value that determines whether the context may ask the user to authenticate.
    @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
    open var interactionNotAllowed: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    /// The duration for which Touch ID authentication reuse is allowable.
    @available(iOS 9.0, macOS 10.12, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}

/// The maximum value for the `touchIDAuthenticationAllowableReuseDuration` property.
@available(iOS 9.0, macOS 10.12, visionOS 1.0, *)
@available(watchOS, unavailable)
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

// MARK: Errors

/// Error codes that the framework returns when policy evaluation fails.
@available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct LAError: Error, Hashable, Sendable {
    /// The codes of the errors.
    @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
    public enum Code: Int, Sendable, Hashable {
        /// The user failed to provide valid credentials.
        case authenticationFailed = -1
        /// The user tapped the cancel button in the authentication dialog.
        case userCancel = -2
        /// The user tapped the fallback button in the authentication dialog, but no fallback is available.
        case userFallback = -3
        /// The system canceled authentication.
        case systemCancel = -4
        /// A passcode isn't set on the device.
        case passcodeNotSet = -5
        /// The app canceled authentication.
        @available(iOS 9.0, macOS 10.11, watchOS 3.0, visionOS 1.0, *)
        case appCancel = -9
        /// The context was previously invalidated.
        @available(iOS 9.0, macOS 10.11, watchOS 3.0, visionOS 1.0, *)
        case invalidContext = -10
        /// Displaying the required authentication user interface is forbidden.
        @available(iOS 8.0, macOS 10.10, watchOS 3.0, visionOS 1.0, *)
        case notInteractive = -1004
        /// Biometry is not available on the device.
        @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
        case biometryNotAvailable = -6
        /// The user has no enrolled biometric identities.
        @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
        case biometryNotEnrolled = -7
        /// Biometry is locked because there were too many failed attempts.
        @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
        case biometryLockout = -8
        /// A companion device could not be found.
        @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
        case companionNotAvailable = -11

        /// Touch ID isn't available on the device.
        @available(iOS, introduced: 8.0, deprecated: 11.0, message: "use LAErrorBiometryNotAvailable")
        @available(macOS, introduced: 10.10, deprecated: 10.13, message: "use LAErrorBiometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        /// The user has no enrolled Touch ID fingers.
        @available(iOS, introduced: 8.0, deprecated: 11.0, message: "use LAErrorBiometryNotEnrolled")
        @available(macOS, introduced: 10.10, deprecated: 10.13, message: "use LAErrorBiometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        /// Touch ID is locked because there were too many failed attempts.
        @available(iOS, introduced: 9.0, deprecated: 11.0, message: "use LAErrorBiometryLockout")
        @available(macOS, introduced: 10.11, deprecated: 10.13, message: "use LAErrorBiometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }

        /// Matches an error of this code (`catch LAError.userCancel`).
        public static func ~= (code: Code, error: any Error) -> Bool { fatalError() }
    }

    /// Creates an error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { fatalError() }
    /// The error's code.
    public var code: Code { fatalError() }
    /// The error's user info dictionary.
    public var userInfo: [String: Any] { fatalError() }
    /// A description of the error.
    public var localizedDescription: String { fatalError() }
    /// The error domain.
    public static var errorDomain: String { fatalError() }

    public static func == (lhs: LAError, rhs: LAError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }


    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }
    @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    @available(iOS 11.0, macOS 10.13, watchOS 4.0, visionOS 1.0, *)
    public static var biometryLockout: Code { .biometryLockout }
}

/// The domain of the framework's errors.
@available(iOS 8.3, macOS 10.11, watchOS 3.0, visionOS 1.0, *)
public let LAErrorDomain: String = "com.apple.LocalAuthentication"
