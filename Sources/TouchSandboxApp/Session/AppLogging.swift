import Foundation
import Logging

/// Sets up swift-log once: messages go to stderr, at the level in `TOUCH_SANDBOX_LOG` (default: info).
package enum AppLogging {
    private static let bootstrapped: Void = {
        let level = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }()

    package static func logger(_ label: String) -> Logger {
        _ = bootstrapped
        return Logger(label: "touch-sandbox.\(label)")
    }
}
