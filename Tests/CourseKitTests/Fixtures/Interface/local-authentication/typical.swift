// Unlocking with Face ID, Touch ID or the passcode: a model that asks `LAContext` whether biometry can be
// used, which kind the device has, and authenticates with the reply handler and with `async`.
import LocalAuthentication
import SwiftUI

@MainActor
@Observable
final class Lock {
    var isUnlocked = false
    var message = ""

    /// The name of the device's biometry, for the button's title.
    var biometryName: String {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            return "Passcode"
        }
        switch context.biometryType {
        case .faceID: return "Face ID"
        case .touchID: return "Touch ID"
        case .opticID: return "Optic ID"
        case .none: return "Passcode"
        @unknown default: return "Passcode"
        }
    }

    /// With `async`: the errors are `LAError`s, told apart by their codes.
    func unlock() async {
        let context = LAContext()
        context.localizedCancelTitle = "Not now"
        context.localizedFallbackTitle = "Use Passcode"
        do {
            isUnlocked = try await context.evaluatePolicy(
                .deviceOwnerAuthentication, localizedReason: "Unlock your notes")
        } catch LAError.userCancel {
            message = "Cancelled"
        } catch let error as LAError {
            switch error.code {
            case .biometryLockout: message = "Too many attempts"
            case .biometryNotEnrolled, .biometryNotAvailable: message = "No biometry"
            case .passcodeNotSet: message = "Set a passcode first"
            default: message = error.localizedDescription
            }
        } catch {
            message = error.localizedDescription
        }
    }

    /// With the reply handler, as older tutorials write it: back on the main queue to change state.
    func unlockWithReply() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, failure in
                DispatchQueue.main.async {
                    self.isUnlocked = success
                    if let failure { self.message = failure.localizedDescription }
                }
            }
        } else {
            message = error?.localizedDescription ?? "Biometry unavailable"
        }
    }
}

struct LockedView: View {
    @State private var lock = Lock()

    var body: some View {
        VStack(spacing: 16) {
            if lock.isUnlocked {
                Text("Your notes")
            } else {
                Button("Unlock with \(lock.biometryName)") {
                    Task { await lock.unlock() }
                }
                Text(lock.message).foregroundStyle(.secondary)
            }
        }
        .onAppear(perform: lock.unlockWithReply)
    }
}
