// In-app purchases and reviews: a store model over StoreKit 2 (products loaded by identifier, a purchase
// verified and finished, transaction updates and current entitlements, a subscription's status), the
// merchandising views of iOS 17 with their styles, buttons and modifiers, and the review request.
import StoreKit
import SwiftUI

enum StoreError: Error {
    case failedVerification
}

@MainActor
@Observable
final class Store {
    static let ids = ["coffee.small", "coffee.large", "pro.lifetime"]

    var products: [Product] = []
    var purchasedIDs: Set<String> = []
    var updates: Task<Void, Never>?

    init() {
        updates = Task {
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    await transaction.finish()
                    await self.refresh()
                }
            }
        }
    }

    func load() async {
        do {
            products = try await Product.products(for: Self.ids)
                .sorted { $0.price < $1.price }
        } catch {
            print("Could not load products: \(error)")
        }
    }

    func buy(_ product: Product) async throws -> Bool {
        let result = try await product.purchase(options: [.quantity(1)])
        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            await transaction.finish()
            await refresh()
            return true
        case .userCancelled, .pending:
            return false
        @unknown default:
            return false
        }
    }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified:
            throw StoreError.failedVerification
        case .verified(let value):
            return value
        }
    }

    func refresh() async {
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            owned.insert(transaction.productID)
        }
        purchasedIDs = owned
    }

    func isSubscribed(_ product: Product) async -> Bool {
        guard let statuses = try? await product.subscription?.status else { return false }
        return statuses.contains { $0.state == .subscribed || $0.state == .inGracePeriod }
    }

    func restore() async {
        try? await AppStore.sync()
    }
}

struct TipJar: View {
    @State private var store = Store()
    @Environment(\.requestReview) private var requestReview
    @Environment(\.purchase) private var purchase
    @AppStorage("launches") private var launches = 0

    var body: some View {
        List {
            ForEach(store.products) { product in
                HStack {
                    VStack(alignment: .leading) {
                        Text(product.displayName).font(.headline)
                        Text(product.description).font(.caption)
                    }
                    Spacer()
                    Button(product.displayPrice) {
                        Task {
                            if case .userCancelled = try await purchase(product) {
                                print("cancelled")
                            }
                        }
                    }
                    .disabled(store.purchasedIDs.contains(product.id))
                }
            }
            ProductView(id: "pro.lifetime") {
                Image(systemName: "crown")
            }
            .productViewStyle(.large)
        }
        .task { await store.load() }
        .onAppear {
            launches += 1
            if launches == 5 { requestReview() }
        }
    }
}

struct Shop: View {
    var body: some View {
        StoreView(ids: Store.ids) { product in
            Image(systemName: product.type == .consumable ? "cup.and.saucer" : "star")
        }
        .productViewStyle(.compact)
        .storeButton(.visible, for: .restorePurchases)
        .storeButton(.hidden, for: .cancellation)
        .onInAppPurchaseCompletion { product, result in
            if case .success(.success(.verified(let transaction))) = result {
                await transaction.finish()
            }
        }
    }
}

struct Paywall: View {
    @State private var isPro = false
    @State private var showsManage = false

    var body: some View {
        SubscriptionStoreView(groupID: "A1B2C3") {
            VStack {
                Text("Pro").font(.largeTitle)
                Text("Every feature, every device")
            }
        }
        .storeButton(.visible, for: .restorePurchases, .redeemCode)
        .subscriptionStatusTask(for: "A1B2C3") { state in
            if let statuses = state.value {
                isPro = statuses.contains { $0.state == .subscribed }
            }
        }
        .currentEntitlementTask(for: "pro.lifetime") { state in
            if case .success(let result?) = state, case .verified = result { isPro = true }
        }
        .manageSubscriptionsSheet(isPresented: $showsManage)
    }
}

#Preview {
    TipJar()
}
