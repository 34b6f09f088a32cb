// Sign in with Apple, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import AuthenticationServices
import SwiftUI

struct SignInView: View {
    var body: some View {
        SignInWithAppleButton(.signIn) { request in
            request.requestedScopes = [.name, .email] // error: type 'ASAuthorization.Scope' has no member 'name'
        } onCompletion: { _ in }
    }

    var missingCompletion: some View {
        SignInWithAppleButton(.signIn) { request in
            request.requestedScopes = [.email]
        } // error: missing argument for parameter 'onCompletion' in call
    }

    var wrongLabel: some View {
        SignInWithAppleButton(.login, onRequest: { _ in }, onCompletion: { _ in }) // error: type 'SignInWithAppleButton.Label' has no member 'login'
    }

    var styled: some View {
        SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
            .signInWithAppleButtonStyle(.dark) // error: type 'SignInWithAppleButton.Style' has no member 'dark'
    }

    func handle(_ result: Result<ASAuthorization, any Error>) -> String? {
        guard case .success(let authorization) = result else { return nil }
        return authorization.credential.user // error: value of type 'any ASAuthorizationCredential' has no member 'user'
    }

    func email(_ credential: ASAuthorizationAppleIDCredential) -> String {
        credential.email // error: value of optional type 'String?' must be unwrapped to a value of type 'String'
    }

    func check(_ userID: String) async throws -> Bool {
        let state = try await ASAuthorizationAppleIDProvider().credentialState(for: userID) // error: incorrect argument label in call (have 'for:', expected 'forUserID:')
        return state == .authorized
    }

    func requestScopes() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = .email // error: type '[ASAuthorization.Scope]?' has no member 'email'
    }
}
