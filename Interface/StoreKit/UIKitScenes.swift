// StoreKit, declarations only, written by us from Apple's public documentation.
// This file: what of StoreKit takes UIKit's scenes, on the platforms that have UIKit (on macOS the
// interface leaves this file out).
import SwiftUI
import UIKit

extension Product {
    /// Initiates a purchase for the product, confirmed in the scene you specify.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func purchase(confirmIn scene: UIScene, options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        fatalError()
    }
}

extension AppStore {
    /// Displays the App Store's sheet for managing subscriptions.
    @available(iOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws { fatalError() }
    /// Requests an App Store rating or review from the user, in the scene you specify.
    @available(iOS 16.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    public static func requestReview(in scene: UIWindowScene) { fatalError() }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension SKStoreReviewController {
    /// Tells StoreKit to ask the user to rate or review the app in the scene you specify, if appropriate.
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use AppStore.requestReview(in:)")
    @available(visionOS, introduced: 1.0, deprecated: 2.0, message: "Use AppStore.requestReview(in:)")
    public class func requestReview(in windowScene: UIWindowScene) { fatalError() }
}
