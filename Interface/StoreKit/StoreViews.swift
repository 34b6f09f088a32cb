// StoreKit, declarations only, written by us from Apple's public documentation.
// This file: StoreKit's SwiftUI side — the `requestReview` and `purchase` environment actions, the
// merchandising views of iOS 17 (`StoreView`, `ProductView`, `SubscriptionStoreView`) with their styles
// and store buttons, the purchase and entitlement modifiers, and the subscription management sheet.
import SwiftUI

// MARK: Environment actions

/// An instance that tells StoreKit to request an App Store rating or review from the user, if appropriate.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct RequestReviewAction: Sendable {
    /// Tells StoreKit to ask the user to rate or review your app, if appropriate.
    public func callAsFunction() {}
    nonisolated init(_made: Never) {}
}

/// An action that starts an in-app purchase.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct PurchaseAction: Sendable {
    /// Starts an in-app purchase for the product and the purchase options you specify.
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws
        -> Product.PurchaseResult
    { fatalError() }
    nonisolated init(_made: Never) {}
}

extension EnvironmentValues {
    /// The action that asks the user to rate or review the app.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var requestReview: RequestReviewAction { fatalError() }

    /// The action that starts an in-app purchase.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var purchase: PurchaseAction { fatalError() }
}

// MARK: Merchandising views

/// A view that merchandises a collection of in-app purchase products.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// Creates a view that loads products from the App Store and merchandises them with an icon each.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        ids: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {}
    /// Creates a view that merchandises products you have loaded, with an icon each.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {}
    public var body: Never { fatalError() }
}

extension StoreView where PlaceholderIcon == EmptyView {
    /// Creates a view that loads products from the App Store and merchandises them with an icon each.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        ids: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: @escaping (Product) -> Icon
    ) {}
    /// Creates a view that merchandises products you have loaded, with an icon each.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: @escaping (Product) -> Icon
    ) {}
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// Creates a view that loads products from the App Store and merchandises them.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(ids: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false) {}
    /// Creates a view that merchandises products you have loaded.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {}
}

/// A view that merchandises an individual in-app purchase product.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    /// Creates a view that loads a product from the App Store and merchandises it with an icon.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {}
    /// Creates a view that merchandises a product you have loaded, with an icon.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(
        _ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {}
    public var body: Never { fatalError() }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// Creates a view that loads a product from the App Store and merchandises it with an icon.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}
    /// Creates a view that merchandises a product you have loaded, with an icon.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// Creates a view that loads a product from the App Store and merchandises it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {}
    /// Creates a view that merchandises a product you have loaded.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {}
}

/// A view that merchandises auto-renewable subscriptions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct SubscriptionStoreView<MarketingContent: View>: View {
    /// Creates a view that loads a subscription group and merchandises it below your marketing content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(groupID: String, @ViewBuilder marketingContent: () -> MarketingContent) {}
    /// Creates a view that loads subscriptions by their identifiers and merchandises them below your
    /// marketing content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(productIDs: some Collection<Product.ID>, @ViewBuilder marketingContent: () -> MarketingContent) {}
    public var body: Never { fatalError() }
}

extension SubscriptionStoreView where MarketingContent == EmptyView {
    /// Creates a view that loads a subscription group and merchandises it with the default marketing content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(groupID: String) {}
    /// Creates a view that loads subscriptions by their identifiers and merchandises them.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(productIDs: some Collection<Product.ID>) {}
}

// MARK: Styles and buttons

/// A type that applies a custom appearance to all product views within a view hierarchy.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ProductViewStyle {}

/// The default product view style.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AutomaticProductViewStyle: ProductViewStyle { public init() {} }
/// A product view style that shows a product compactly.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct CompactProductViewStyle: ProductViewStyle { public init() {} }
/// The regular product view style.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct RegularProductViewStyle: ProductViewStyle { public init() {} }
/// A product view style that shows a product prominently.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LargeProductViewStyle: ProductViewStyle { public init() {} }

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var automatic: AutomaticProductViewStyle { fatalError() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var compact: CompactProductViewStyle { fatalError() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var regular: RegularProductViewStyle { fatalError() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var large: LargeProductViewStyle { fatalError() }
}

/// The kinds of buttons a store view can show.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct StoreButtonKind: Equatable, Hashable, Sendable {
    /// A button that dismisses the store.
    public static var cancellation: StoreButtonKind { fatalError() }
    /// A button that restores in-app purchases.
    public static var restorePurchases: StoreButtonKind { fatalError() }
    /// A button that redeems an offer code.
    public static var redeemCode: StoreButtonKind { fatalError() }
    /// A button that offers sign-in.
    public static var signIn: StoreButtonKind { fatalError() }
    /// The buttons of the terms of service and the privacy policy.
    public static var policies: StoreButtonKind { fatalError() }
}

/// The state of an entitlement or subscription status task.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum EntitlementTaskState<Value> {
    /// The task is loading.
    case loading
    /// The task failed with an error.
    case failure(any Error)
    /// The task succeeded with a value.
    case success(Value)
    /// The value, when the task has succeeded.
    public var value: Value? { fatalError() }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension View {
    /// Sets the style for in-app purchase product views within a view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View { self }

    /// Specifies the visibility of auxiliary buttons that store view and subscription store view instances
    /// may use.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        self
    }

    /// Adds an action to perform when a purchase initiated from a StoreKit view within this view completes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)? = nil
    ) -> some View { self }

    /// Adds an action to perform when a user triggers the purchase button on a StoreKit view within this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onInAppPurchaseStart(perform action: ((Product) async -> Void)? = nil) -> some View {
        self
    }

    /// Declares the view as dependent on the entitlement of an in-app purchase product, and returns a
    /// modified view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View { self }

    /// Declares the view as dependent on the status of an auto-renewable subscription group, and returns a
    /// modified view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View { self }

    /// Presents a sheet that enables users to manage their subscriptions.
    @available(iOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
}
