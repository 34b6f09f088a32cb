// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uitextinputtraits). Nothing here runs: bodies exist only to
// satisfy the compiler.
// This file: the traits of text input — keyboard type, content type, autocapitalization, autocorrection,
// return key — that SwiftUI's modifiers take too, and the keyboard notifications apps observe.

/// Specifies the type of keyboard to display for a text-based view.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    @available(iOS 4.1, visionOS 1.0, *)
    case decimalPad = 8
    @available(iOS 5.0, visionOS 1.0, *)
    case twitter = 9
    @available(iOS 7.0, visionOS 1.0, *)
    case webSearch = 10
    @available(iOS 10.0, visionOS 1.0, *)
    case asciiCapableNumberPad = 11
    /// Specifies a keyboard for alphabetic entry.
    @available(iOS, introduced: 2.0, deprecated: 100000.0)
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The autocapitalization behavior of a text-based view.
@available(iOS 2.0, visionOS 1.0, *)
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// The autocorrection behavior of a text-based view.
@available(iOS 2.0, visionOS 1.0, *)
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The spell-checking behavior of a text-based view.
@available(iOS 5.0, visionOS 1.0, *)
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The text string to use for the Return key of a keyboard.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    @available(iOS 9.0, visionOS 1.0, *)
    case `continue` = 11
}

/// Constants that specify the visual appearance of the keyboard.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
}

/// The semantic meaning for a text input area. (The page gives no versions; its constants' pages do.)
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
    /// The content type for a person's name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let name = UITextContentType(rawValue: "name")
    /// The content type for a prefix or title, such as Dr.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    /// The content type for a person's given name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// The content type for a person's middle name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// The content type for a person's family name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// The content type for a suffix, such as Jr.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    /// The content type for a person's nickname.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// The content type for a job title.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// The content type for an organization name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// The content type for a location, such as a point of interest, an address, or another way to identify
    /// a location.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let location = UITextContentType(rawValue: "location")
    /// The content type for a street address that fully identifies a location.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// The content type for the first line of a street address.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The content type for the second line of a street address.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// The content type for a city name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// The content type for a state name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// The content type for a city name combined with a state name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    /// The content type for a sublocality.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    /// The content type for a country name.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// The content type for a postal code.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// The content type for a telephone number.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// The content type for an email address.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// The content type for a URL.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let URL = UITextContentType(rawValue: "url")
    /// The content type for a credit card number.
    @available(iOS 10.0, visionOS 1.0, *)
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// The content type for an account or login name.
    @available(iOS 11.0, visionOS 1.0, *)
    public static let username = UITextContentType(rawValue: "username")
    /// The content type for a password.
    @available(iOS 11.0, visionOS 1.0, *)
    public static let password = UITextContentType(rawValue: "password")
    /// The content type for a new password.
    @available(iOS 12.0, visionOS 1.0, *)
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// The content type for a single-factor SMS login code.
    @available(iOS 12.0, visionOS 1.0, *)
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// The content type for a shipment tracking number.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// The content type for an airline flight number.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// The content type for a date, time, or duration.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// The content type for a complete birthdate.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// The content type for a credit card security code.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// The content type for a credit card expiration date.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// The content type for the name on a credit card.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
}

/// A collection of optional methods to determine the keyboard characteristics for text objects.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
    /// The autocapitalization style for the text object.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// The autocorrection style for the text object.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// The spell-checking style for the text object.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard type for the text object.
    var keyboardType: UIKeyboardType { get set }
    /// The appearance style of the keyboard for the text object.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The visible title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// A Boolean value that indicates whether the text object disables text copying and, in some cases,
    /// hides the text that the user enters.
    var isSecureTextEntry: Bool { get set }
    /// The semantic meaning for a text input area.
    var textContentType: UITextContentType! { get set }
}

// The text views, text fields and search bars that adopt the traits have them as these.
extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set {} }
    public var keyboardType: UIKeyboardType { get { fatalError() } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set {} }
    public var returnKeyType: UIReturnKeyType { get { fatalError() } set {} }
    public var isSecureTextEntry: Bool { get { fatalError() } set {} }
    public var textContentType: UITextContentType! { get { fatalError() } set {} }
}

extension UIResponder {
    /// A notification that posts immediately prior to displaying the keyboard.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// A notification that posts immediately after displaying the keyboard.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// A notification that posts immediately prior to dismissing the keyboard.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// A notification that posts immediately after dismissing the keyboard.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// A notification that posts immediately prior to a change in the keyboard's frame.
    @available(iOS 5.0, visionOS 1.0, *)
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// A notification that posts immediately after a change in the keyboard's frame.
    @available(iOS 5.0, visionOS 1.0, *)
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    /// A user info key to retrieve the keyboard's frame at the end of its animation.
    @available(iOS 3.2, visionOS 1.0, *)
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
    /// A user info key to retrieve the keyboard's frame at the beginning of its animation.
    @available(iOS 3.2, visionOS 1.0, *)
    nonisolated public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
    /// A user info key to retrieve the duration of the keyboard animation in seconds.
    @available(iOS 3.0, visionOS 1.0, *)
    nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
    /// A user info key to retrieve the animation curve that the system uses to animate the keyboard onto or
    /// off the screen.
    @available(iOS 3.0, visionOS 1.0, *)
    nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
}
