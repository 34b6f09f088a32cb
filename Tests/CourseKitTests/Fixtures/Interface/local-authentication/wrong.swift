// Unlocking with biometry, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import LocalAuthentication
import SwiftUI

struct UnlockView: View {
    @State private var isUnlocked = false

    var body: some View {
        Text(isUnlocked ? "Open" : "Locked")
    }

    func misspelledPolicy() {
        let context = LAContext()
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometric, localizedReason: "Unlock") { _, _ in } // error: type 'LAPolicy' has no member 'deviceOwnerAuthenticationWithBiometric'
    }

    func missingReason() async throws {
        let context = LAContext()
        isUnlocked = try await context.evaluatePolicy(.deviceOwnerAuthentication) // error: missing argument for parameter 'localizedReason' in call
    }

    func noAwait() throws {
        let context = LAContext()
        isUnlocked = try context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") // error: 'async' call in a function that does not support concurrency
    }

    func noErrorArgument() -> Bool {
        let context = LAContext()
        return context.canEvaluatePolicy(.deviceOwnerAuthentication) // error: missing argument for parameter 'error' in call
    }

    func biometryAsString() -> String {
        let context = LAContext()
        return context.biometryType // error: cannot convert return expression of type 'LABiometryType' to return type 'String'
    }

    func wrongCase(_ type: LABiometryType) -> Bool {
        type == .faceId // error: type 'LABiometryType' has no member 'faceId'
    }

    func unknownCode(_ error: LAError) -> Bool {
        error.code == .userCanceled // error: type 'LAError.Code' has no member 'userCanceled'
    }

    func oldTitle() {
        let context = LAContext()
        context.cancelTitle = "Not now" // error: value of type 'LAContext' has no member 'cancelTitle'
    }
}
