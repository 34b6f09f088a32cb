// Sign in with Apple: the SwiftUI button asking for the name and email, the credential read on
// completion, the user's identifier kept and checked again at launch, cancellation told apart from other
// errors; and the older flow through `ASAuthorizationController` and its delegate.
import AuthenticationServices
import SwiftUI

struct SignInView: View {
    @AppStorage("userID") private var userID = ""
    @State private var name = ""
    @State private var message = ""
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
                request.nonce = UUID().uuidString
            } onCompletion: { result in
                switch result {
                case .success(let authorization):
                    guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else { return }
                    userID = credential.user
                    if let fullName = credential.fullName {
                        name = [fullName.givenName, fullName.familyName].compactMap { $0 }.joined(separator: " ")
                    }
                    if let token = credential.identityToken, let jwt = String(data: token, encoding: .utf8) {
                        print("Send to the server: \(jwt)")
                    }
                case .failure(let error as ASAuthorizationError) where error.code == .canceled:
                    message = "Cancelled"
                case .failure(let error):
                    message = error.localizedDescription
                }
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)

            SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
                .signInWithAppleButtonStyle(.whiteOutline)
            Text(message)
        }
        .task { await checkState() }
    }

    func checkState() async {
        guard !userID.isEmpty else { return }
        let provider = ASAuthorizationAppleIDProvider()
        do {
            switch try await provider.credentialState(forUserID: userID) {
            case .authorized: message = "Signed in"
            case .revoked, .notFound: userID = ""
            default: break
            }
        } catch {
            message = error.localizedDescription
        }
    }
}

final class SignInCoordinator: NSObject, ASAuthorizationControllerDelegate {
    var onUser: ((String) -> Void)?

    func start() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        controller.performRequests()
    }

    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {
        if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
            onUser?(credential.user)
            print(credential.email ?? "no email", credential.authorizedScopes.contains(.email))
        }
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
        print(error)
    }
}
