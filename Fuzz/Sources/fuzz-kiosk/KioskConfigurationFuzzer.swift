import FuzzSupport
import Foundation
@testable import TouchSandboxApp

/// Kiosk configuration files: any bytes either give a configuration within the documented ranges or are refused
/// with an error naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = "/etc/touch-sandbox/kiosk.json"
    let configuration: KioskConfiguration
    do {
        configuration = try KioskConfiguration.parse(Data(UnsafeBufferPointer(start: start, count: count)), path: path)
    } catch {
        expect("\(error)".hasPrefix(path + ":"), "an error that does not name the file")
        return 0
    }
    expect(configuration.idleResetSeconds.isFinite && configuration.idleResetSeconds >= 0, "idle reset \(configuration.idleResetSeconds)")
    expect((2...10).contains(configuration.exitFingers), "exit fingers \(configuration.exitFingers)")
    expect((0.5...60).contains(configuration.exitHoldSeconds), "exit hold \(configuration.exitHoldSeconds)")
    expect(configuration.exitSlop.isFinite && configuration.exitSlop > 0, "exit slop \(configuration.exitSlop)")
    expect(configuration.scene.map { $0.hasPrefix("/") } ?? true, "a scene path not made absolute")
    return 0
}
