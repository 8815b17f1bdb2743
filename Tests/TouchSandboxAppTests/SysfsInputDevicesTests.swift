import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

@Suite("sysfs: a touch device's event node and vendor and product, found by the name SDL gives")
struct SysfsInputDevicesTests {
    /// A /sys/class/input with a panel's mouse interface (event4) and its touch interface (event5) of the same name,
    /// and another device.
    private func tree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory("sysfs")
        func device(_ event: String, name: String, vendor: String, product: String, abs: String) throws {
            let path = folder.path("\(event)/device")
            try FileManager.default.createDirectory(atPath: path + "/id", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: path + "/capabilities", withIntermediateDirectories: true)
            try (name + "\n").write(toFile: path + "/name", atomically: true, encoding: .utf8)
            try (vendor + "\n").write(toFile: path + "/id/vendor", atomically: true, encoding: .utf8)
            try (product + "\n").write(toFile: path + "/id/product", atomically: true, encoding: .utf8)
            try (abs + "\n").write(toFile: path + "/capabilities/abs", atomically: true, encoding: .utf8)
        }
        try device("event4", name: "eGalax Inc. USB TouchController", vendor: "0eef", product: "0001", abs: "3")
        try device("event5", name: "eGalax Inc. USB TouchController", vendor: "0eef", product: "0001", abs: "660800000000003")
        try device("event12", name: "ILITEK ILITEK-TP", vendor: "222a", product: "0001", abs: "0")
        return folder
    }

    @Test("of two nodes with the panel's name, the one with multi-touch positions; ids read as hexadecimal")
    func details() throws {
        let folder = try tree()
        let sysfs = SysfsInputDevices(root: folder.url.path)
        #expect(sysfs.details(named: "eGalax Inc. USB TouchController") == .init(node: "/dev/input/event5", vendor: 3823, product: 1))
        #expect(sysfs.details(named: "ILITEK ILITEK-TP") == .init(node: "/dev/input/event12", vendor: 8746, product: 1))
        #expect(sysfs.details(named: "Goodix Capacitive TouchScreen") == nil)
        #expect(SysfsInputDevices(root: folder.path("missing")).details(named: "ILITEK ILITEK-TP") == nil)
    }
}
