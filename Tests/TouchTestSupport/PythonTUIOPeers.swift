import Foundation
import Testing

/// Real third-party TUIO peers from PyPI (python-osc and python-tuio, which `Scripts/test` installs): their scripts
/// in the fixtures, and how to read what they print. The app's listener tests and the end-to-end tests share them.
public enum PythonTUIOPeers {
    /// `Fixtures/tuio/NAME`: a python sender or receiver.
    public static func script(_ name: String) -> String { TestPaths.fixtures.appendingPathComponent("tuio/\(name)").path }

    /// Fails with the way out when the Python packages are missing, instead of an obscure import error.
    public static func requirePythonPeers() throws {
        let check = try runProcess("python3", ["-c", "import pythonosc, pythontuio"], timeout: 30)
        try #require(check.status == 0, "python-osc and python-tuio are needed: run Scripts/test, or pip install python-osc==1.10.2 python-tuio==0.0.9\n\(check)")
    }

    /// A number a python receiver wrote into its JSON (NaN when it is not one).
    public static func number(_ value: Any) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    /// A position as the float32 it was sent as (JSON's decimal text of it comes back within a last-digit rounding).
    public static func single(_ value: Any) -> Float { Float(number(value)) }

    /// A python-osc message as "address arg arg ...", numbers printed briefly (0.25, 1, -1).
    public static func text(_ message: [Any]) -> String {
        message.map { item in
            if let text = item as? String { return text }
            let value = number(item)
            return value == value.rounded() ? String(Int(value)) : String(value)
        }.joined(separator: " ")
    }
}
