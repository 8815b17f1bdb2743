import ArgumentParser
import TouchSandboxSDL

/// `touch-sandbox devices`: the touch devices SDL sees.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the touch devices SDL sees: name, type (direct/indirect) and fingers down.")

    func run() throws {
        let system = try SDLStartup.start(headless: false, noDisplayAdvice: "touch devices are listed through the display server")
        let devices = TouchDeviceInfo.all()
        print("video driver: \(system.videoDriver)")
        if devices.isEmpty {
            print("no touch devices")
            return
        }
        for device in devices {
            let kind = device.type.isIndirect ? "indirect" : (device.type == .direct ? "direct" : device.type.rawValue)
            print("\(device.id)\t\(kind)\t\(device.fingersDown) down\t\(device.name)")
        }
    }
}
