// In-app purchases and reviews, with the mistakes authors make, each marked on its line with the
// compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import StoreKit
import SwiftUI

struct Store {
    func load() async throws -> [Product] {
        try await Product.products(ids: ["coffee"]) // error: incorrect argument label in call (have 'ids:', expected 'for:')
    }

    func loadWithoutAwait() throws -> [Product] {
        try Product.products(for: ["coffee"]) // error: 'async' call in a function that does not support concurrency
    }

    func price(of product: Product) -> Double {
        product.price // error: cannot convert return expression of type 'Decimal' to return type 'Double'
    }

    func buy(_ product: Product) async throws {
        let result = try await product.purchase()
        switch result {
        case .success(let transaction):
            await transaction.finish() // error: value of type 'VerificationResult<Transaction>' has no member 'finish'
        case .userCancelled, .pending:
            break
        @unknown default:
            break
        }
    }

    func listen() async {
        for await transaction in Transaction.updates() { // error: cannot call value of non-function type 'Transaction.Transactions'
            print(transaction)
        }
    }
}

struct ReviewButton: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        Button("Rate") {
            requestReview.request() // error: value of type 'RequestReviewAction' has no member 'request'
        }
    }
}

struct Shop: View {
    var body: some View {
        ProductView(id: "coffee")
            .productViewStyle(.prominent) // error: type 'ProductViewStyle' has no member 'prominent'
    }

    var store: some View {
        ProductView(id: ["coffee", "tea"]) // error: cannot convert value of type '[String]' to expected argument type 'Product.ID' (aka 'String')
    }

    var buttons: some View {
        SubscriptionStoreView(groupID: "A1B2C3")
            .storeButton(true, for: .restorePurchases) // error: cannot convert value of type 'Bool' to expected argument type 'Visibility'
    }
}
