import TouchSandboxSDL

/// Starts SDL for a command, turning "no display" into the user-facing advice for that command.
enum SDLStartup {
    static func start(headless: Bool, disableScreenSaver: Bool = false, noDisplayAdvice: String) throws -> SDLSystem {
        let result: Result<SDLSystem, SDLError>
        do {
            result = .success(try SDLSystem(SDLSystem.Options(headless: headless, disableScreenSaver: disableScreenSaver)))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let system):
            return system
        case .failure(let error):
            if case .noDisplay(let message) = error {
                throw RuntimeFailure("no display available (\(message)); \(noDisplayAdvice)")
            }
            throw RuntimeFailure("cannot start SDL: \(error)")
        }
    }
}
