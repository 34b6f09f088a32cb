// StoreKit, declarations only, written by us from Apple's public documentation.
// This file: in-app purchases as StoreKit 2 has them — `Product` (`products(for:)`, `purchase()`, its types
// and subscription info), `Transaction` (updates, current entitlements, `finish()`), `VerificationResult`,
// `AppStore`, and the older review request of `SKStoreReviewController`. On Apple's platforms
// `import StoreKit` also brings its SwiftUI views, declared in StoreViews.swift; what takes UIKit's
// scenes is in UIKitScenes.swift.
import SwiftUI

// MARK: Verification

/// A type that describes the result of a StoreKit verification.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen
public enum VerificationResult<SignedType>: Sendable where SignedType: Sendable {
    /// The associated value failed verification for the provided reason.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The associated value passed StoreKit verification.
    case verified(SignedType)

    /// The reasons verification can fail.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding
        case invalidSignature, missingRequiredProperties
    }

    /// The verified or unverified value.
    public var unsafePayloadValue: SignedType { fatalError() }
    /// The verified value; throws the verification error when unverified.
    public var payloadValue: SignedType { get throws { fatalError() } }
}

// MARK: Products

/// Information about a product that you configure in App Store Connect.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Product: Identifiable, Equatable, Hashable, Sendable {
    /// The product's identifier, as App Store Connect has it.
    public typealias ID = String

    /// The types of in-app purchases.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct ProductType: Equatable, Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A consumable in-app purchase.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// A non-consumable in-app purchase.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A non-renewing subscription.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// An auto-renewable subscription.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// Requests product data from the App Store.
    public static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers: Collection, Identifiers.Element == String { fatalError() }

    /// The unique product identifier.
    public var id: String { fatalError() }
    /// The type of the product.
    public var type: ProductType { fatalError() }
    /// A localized display name of the product.
    public var displayName: String { fatalError() }
    /// A localized description of the product.
    public var description: String { fatalError() }
    /// The decimal representation of the cost of the product, in local currency.
    public var price: Decimal { fatalError() }
    /// A localized string representation of `price`.
    public var displayPrice: String { fatalError() }
    /// A Boolean value that indicates whether the product is available for family sharing.
    public var isFamilyShareable: Bool { fatalError() }
    /// Properties and functionality specific to auto-renewable subscriptions.
    public var subscription: SubscriptionInfo? { fatalError() }
    /// The JSON representation of the product.
    public var jsonRepresentation: Data { fatalError() }

    /// The options of a purchase.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct PurchaseOption: Equatable, Hashable, Sendable {
        /// Sets a UUID to associate the purchase with an account in your system.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { fatalError() }
        /// Indicates the quantity of items the customer is purchasing.
        public static func quantity(_ quantity: Int) -> PurchaseOption { fatalError() }
        /// Indicates whether the purchase is a simulated Ask to Buy in the sandbox.
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuyInSandbox: Bool) -> PurchaseOption {
            fatalError()
        }
    }

    /// The results of a purchase.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public enum PurchaseResult: Sendable {
        /// The purchase succeeded with a transaction.
        case success(VerificationResult<Transaction>)
        /// The user canceled the purchase.
        case userCancelled
        /// The purchase is pending, and requires action from the customer.
        case pending
    }

    /// The errors of a purchase.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public enum PurchaseError: Error, Equatable, Hashable, Sendable {
        case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer, invalidOfferIdentifier
        case invalidOfferPrice, invalidOfferSignature, missingOfferParameters
    }

    /// Initiates a purchase for the product with the App Store and displays the confirmation sheet.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { fatalError() }


    /// The transaction that entitles the user to the product.
    @available(iOS, introduced: 15.0, deprecated: 18.4, message: "Use currentEntitlements")
    @available(macOS, introduced: 12.0, deprecated: 15.4, message: "Use currentEntitlements")
    @available(tvOS, introduced: 15.0, deprecated: 18.4, message: "Use currentEntitlements")
    @available(watchOS, introduced: 8.0, deprecated: 11.4, message: "Use currentEntitlements")
    @available(visionOS, introduced: 1.0, deprecated: 2.4, message: "Use currentEntitlements")
    public var currentEntitlement: VerificationResult<Transaction>? { get async { fatalError() } }

    /// The transactions that entitle the user to the product.
    @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
    public var currentEntitlements: Transaction.Transactions { fatalError() }

    /// The latest transaction for the product.
    public var latestTransaction: VerificationResult<Transaction>? { get async { fatalError() } }

    /// Information about an auto-renewable subscription.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct SubscriptionInfo: Equatable, Hashable, Sendable {
        /// The group identifier of the subscription.
        public var subscriptionGroupID: String { fatalError() }
        /// The duration that the subscription lasts before auto-renewing.
        public var subscriptionPeriod: SubscriptionPeriod { fatalError() }
        /// The introductory offer of the subscription, if any.
        public var introductoryOffer: SubscriptionOffer? { fatalError() }
        /// The promotional offers of the subscription.
        public var promotionalOffers: [SubscriptionOffer] { fatalError() }
        /// Whether the customer is eligible for the subscription's introductory offer.
        public var isEligibleForIntroOffer: Bool { get async { fatalError() } }
        /// Whether the customer is eligible for an introductory offer of a subscription group.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { fatalError() }
        /// The renewal statuses of the subscription group.
        public var status: [Status] { get async throws { fatalError() } }
        /// The renewal statuses of a subscription group.
        public static func status(for groupID: String) async throws -> [Status] { fatalError() }

        /// The renewal state of a subscription.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public struct RenewalState: Equatable, Hashable, RawRepresentable, Sendable {
            public var rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// The renewal status of a subscription.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public struct Status: Equatable, Hashable, Sendable {
            /// The renewal state of the subscription.
            public var state: RenewalState { fatalError() }
            /// The latest transaction of the subscription.
            public var transaction: VerificationResult<Transaction> { fatalError() }
            /// The renewal information of the subscription.
            public var renewalInfo: VerificationResult<RenewalInfo> { fatalError() }
            public static func == (lhs: Status, rhs: Status) -> Bool { fatalError() }
            public func hash(into hasher: inout Hasher) {}
        }

        /// The renewal information of a subscription.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public struct RenewalInfo: Equatable, Hashable, Sendable {
            /// Whether the subscription renews automatically.
            public var willAutoRenew: Bool { fatalError() }
            /// The product identifier of the subscription that renews next.
            public var autoRenewPreference: String? { fatalError() }
            /// The date of the next renewal.
            public var renewalDate: Date? { fatalError() }
        }
    }

    /// The duration of a subscription or an offer.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct SubscriptionPeriod: Equatable, Hashable, Sendable {
        /// The units of a period.
        public enum Unit: Int, Equatable, Hashable, Sendable {
            case day, week, month, year
        }
        /// The unit of the period.
        public var unit: Unit { fatalError() }
        /// The number of units the period spans.
        public var value: Int { fatalError() }
        public static var weekly: SubscriptionPeriod { fatalError() }
        public static var monthly: SubscriptionPeriod { fatalError() }
        public static var yearly: SubscriptionPeriod { fatalError() }
    }

    /// An offer of a subscription (introductory or promotional).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct SubscriptionOffer: Equatable, Hashable, Sendable {
        /// How the customer pays during an offer.
        public struct PaymentMode: Equatable, Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
        }
        /// The offer's identifier (nil for an introductory offer).
        public var id: String? { fatalError() }
        /// The price of the offer.
        public var price: Decimal { fatalError() }
        /// A localized string representation of the price.
        public var displayPrice: String { fatalError() }
        /// The duration of the offer's period.
        public var period: SubscriptionPeriod { fatalError() }
        /// The number of periods of the offer.
        public var periodCount: Int { fatalError() }
        /// How the customer pays during the offer.
        public var paymentMode: PaymentMode { fatalError() }
    }

    public static func == (lhs: Product, rhs: Product) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
}

// MARK: Transactions

/// Information that represents the customer's purchase of a product in your app.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Transaction: Identifiable, Equatable, Hashable, Sendable {
    /// An asynchronous sequence of transactions, each verified or not.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never
        public struct AsyncIterator: AsyncIteratorProtocol {
            public typealias Element = VerificationResult<Transaction>
            public typealias Failure = Never
            public mutating func next() async -> VerificationResult<Transaction>? { fatalError() }
        }
        public func makeAsyncIterator() -> AsyncIterator { fatalError() }
    }

    /// The reasons the App Store revokes a transaction.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct RevocationReason: Equatable, Hashable, RawRepresentable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
    }

    /// How the user came to own a product.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct OwnershipType: Equatable, Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// The unique identifier of the transaction.
    public var id: UInt64 { fatalError() }
    /// The original transaction identifier of a purchase.
    public var originalID: UInt64 { fatalError() }
    /// The product identifier of the in-app purchase.
    public var productID: String { fatalError() }
    /// The type of the in-app purchase.
    public var productType: Product.ProductType { fatalError() }
    /// The date that the App Store charged the user's account.
    public var purchaseDate: Date { fatalError() }
    /// The date of the original transaction.
    public var originalPurchaseDate: Date { fatalError() }
    /// The date the subscription expires or renews.
    public var expirationDate: Date? { fatalError() }
    /// The date that the App Store refunded the transaction or revoked it from family sharing.
    public var revocationDate: Date? { fatalError() }
    /// The reason that the App Store refunded the transaction or revoked it from family sharing.
    public var revocationReason: RevocationReason? { fatalError() }
    /// A Boolean that indicates whether the user upgraded to another subscription.
    public var isUpgraded: Bool { fatalError() }
    /// Whether the user purchased the product or it is shared with them.
    public var ownershipType: OwnershipType { fatalError() }
    /// The number of consumable products purchased.
    public var purchasedQuantity: Int { fatalError() }
    /// A UUID that associates the transaction with a user on your own service.
    public var appAccountToken: UUID? { fatalError() }
    /// The subscription group identifier of an auto-renewable subscription.
    public var subscriptionGroupID: String? { fatalError() }

    /// Indicates to the App Store that the app delivered the purchased content or enabled the service.
    public func finish() async { fatalError() }

    /// The asynchronous sequence that emits a transaction when the system creates or updates transactions.
    public static var updates: Transactions { fatalError() }
    /// A sequence of the latest transactions that entitle a user to in-app purchases and subscriptions.
    public static var currentEntitlements: Transactions { fatalError() }
    /// A sequence that emits all the customer's transactions for your app.
    public static var all: Transactions { fatalError() }
    /// All transactions for the customer that your app hasn't finished.
    public static var unfinished: Transactions { fatalError() }

    /// The transaction that entitles the user to a product.
    @available(iOS, introduced: 15.0, deprecated: 18.4, message: "Use currentEntitlements(for:)")
    @available(macOS, introduced: 12.0, deprecated: 15.4, message: "Use currentEntitlements(for:)")
    @available(tvOS, introduced: 15.0, deprecated: 18.4, message: "Use currentEntitlements(for:)")
    @available(watchOS, introduced: 8.0, deprecated: 11.4, message: "Use currentEntitlements(for:)")
    @available(visionOS, introduced: 1.0, deprecated: 2.4, message: "Use currentEntitlements(for:)")
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        fatalError()
    }
    /// The transactions that entitle the user to a product.
    @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
    public static func currentEntitlements(for productID: String) -> Transactions { fatalError() }
    /// The customer's latest transaction for a product.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { fatalError() }

    public static func == (lhs: Transaction, rhs: Transaction) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
}

// MARK: The App Store

/// Information about the App Store and its interfaces.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum AppStore {
    /// A Boolean value that indicates whether the person can make purchases.
    public static var canMakePayments: Bool { fatalError() }
    /// Synchronizes your app's transaction information and subscription status with the App Store.
    public static func sync() async throws { fatalError() }
}

/// An object that controls the process of requesting App Store ratings and reviews from users.
@available(iOS 10.3, macOS 10.14, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class SKStoreReviewController: NSObject {
    /// Tells StoreKit to ask the user to rate or review the app, if appropriate.
    @available(iOS, introduced: 10.3, deprecated: 14.0, message: "Use requestReview(in:)")
    @available(macOS, introduced: 10.14, deprecated: 14.0, message: "Use AppStore.requestReview(in:)")
    open class func requestReview() { fatalError() }
}
