// SwiftUI, declarations only. On iOS, iPadOS, tvOS, visionOS and watchOS, `import SwiftUI` brings
// UIKit along with Apple's SDKs (`UIImage`, `UIApplication` need no `import UIKit`): this file makes
// SwiftUI re-export UIKit there. Where the interface has no UIKit for the course's platform (macOS,
// whose SDK has AppKit instead), the file is left out of SwiftUI, as UIKit is: `InterfaceModules.plan`
// (docs/checks.md, "UIKit through SwiftUI").

@_exported import UIKit
