/// A software stack a kiosk takes its touch through, each with its own configuration syntax: the libinput udev
/// rules, X11's `xinput`, the compositors sway, labwc, Weston and cage, and the toolkits Qt (evdev plugin and eglfs KMS
/// configuration) and Kivy. Calibration and output binding each write one snippet a stack (`KioskSnippets`).
public enum KioskStack: String, CaseIterable, Codable, Sendable {
    case udev, xinput, sway, labwc, weston, qt, qtKms, kivy, cage
}

/// A family of snippets, one a `KioskStack`, written by `--write DIR` as one file each: `CalibrationSnippets` and
/// `OutputBindingSnippets`. The file names and the order are the family's; writing, listing and reading back are
/// shared here.
public protocol KioskSnippets {
    /// The stacks of the family, in the order they are written, each with its file name.
    static var fileNames: [(stack: KioskStack, file: String)] { get }
    /// The snippet for `stack`; nil for a stack the family has none for.
    func snippet(for stack: KioskStack) -> String?
}

extension KioskSnippets {
    /// Each file name with its contents, in `fileNames` order.
    public var files: [(file: String, contents: String)] {
        Self.fileNames.compactMap { entry in snippet(for: entry.stack).map { (entry.file, $0) } }
    }

    /// The file `stack`'s snippet is written to; nil for a stack the family has none for.
    public static func fileName(of stack: KioskStack) -> String? {
        fileNames.first { $0.stack == stack }?.file
    }
}
