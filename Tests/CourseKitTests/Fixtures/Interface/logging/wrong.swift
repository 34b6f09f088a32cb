// Logging, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import os.log

struct Sync {
    let logger = Logger(subsystem: "com.example.trips", category: "sync")

    func made() -> Logger {
        Logger(subsystem: "com.example.trips") // error: missing argument for parameter 'category' in call
    }

    func warn() {
        logger.warn("Low space") // error: value of type 'Logger' has no member 'warn'
    }

    func plainString(_ text: String) {
        logger.info(text) // error: cannot convert value of type 'String' to expected argument type 'OSLogMessage'
    }

    func secret(_ token: String) {
        logger.debug("Token \(token, privacy: .secret)") // error: type 'OSLogPrivacy' has no member 'secret'
    }

    func label(_ name: String) {
        logger.info("Name \(name, privacyLevel: OSLogPrivacy.public)") // error: extra argument 'privacyLevel' in call
    }

    func optional(_ name: String?) {
        logger.info("Name \(name)") // error: cannot convert value of type 'String?' to expected argument type 'NSObject'
    }

    func precision(_ price: Double) {
        logger.info("Price \(price, format: .fixed(digits: 2))") // error: cannot call value of non-function type 'OSLogFloatFormatting'
    }

    func level() {
        logger.log(level: .warning, "Careful") // error: type 'OSLogType' has no member 'warning'
    }
}
