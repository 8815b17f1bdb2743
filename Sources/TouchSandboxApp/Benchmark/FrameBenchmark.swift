import Foundation
import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// `bench --frames`: whole frames drawn through the app's real drawing path (`FrameRenderer`) against the C floor
/// program drawing the same sprites with raw SDL calls, on the same video driver, renderer and filtering.
///
/// For each sprite count the runs interleave — the app with the overlay, HUD and tray off (like for like with the
/// floor), the floor, the app with everything on — so a machine that other work slows down slows all three alike;
/// the times are medians of every timed frame, on the wall clock and in CPU time, and the ratios medians of the
/// runs' ratios. A frame is timed from its first
/// drawing call until it is drawn (`Renderer.waitUntilDrawn`, which GPU renderers need) and presented. Before
/// timing, one frame of each is compared pixel for pixel, which shows the two draw the same thing.
struct FrameBenchmark {
    struct Configuration {
        var spriteCounts = [16, 200]
        /// Interleaved runs per sprite count.
        var runs = 5
        /// Roughly how long one run draws; the frames per run follow from the first frames' time.
        var secondsPerRun = 1.0
        var framesPerRun: ClosedRange<Int> = 3...300
        /// Frames drawn untimed at the start of every run (the floor starts a new process each run).
        var warmupFrames = 2
        /// Only the app's frames, no floor (for profilers such as valgrind, under which the floor cannot be started).
        var appOnly = false
        var width = 1280
        var height = 800
        /// The image copied, in the project's `Resources/` folder.
        var image = "images/flower.png"
    }

    /// The figures for one sprite count: medians per frame in milliseconds; the floor's are nil with `appOnly`.
    struct Case: Codable {
        var sprites: Int
        var framesPerRun: Int
        /// The app, overlay, HUD and tray off, on the wall clock and in CPU time.
        var appMilliseconds: Double
        var appCPUMilliseconds: Double
        var floorMilliseconds: Double?
        var floorCPUMilliseconds: Double?
        /// App over floor on the wall clock and in CPU time: the median, over the runs, of each app run's median
        /// frame over the median frame of the floor run right after it.
        var ratio: Double?
        var cpuRatio: Double?
        /// The app with the overlay (three touches), HUD and tray on: what a user sees.
        var everythingOnMilliseconds: Double
        var everythingOnCPUMilliseconds: Double
        /// Whether the app's frame and the floor's were identical, pixel for pixel.
        var samePixels: Bool?
    }

    struct Report: Codable {
        var videoDriver: String
        var renderer: String
        var floorRenderer: String?
        var width: Int
        var height: Int
        var image: String
        var runs: Int
        var cases: [Case]
    }

    var configuration = Configuration()

    /// The render driver measured: `SDL_RENDER_DRIVER` when set, else SDL's software renderer (what replays use).
    static var renderDriver: String {
        let chosen = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] ?? ""
        return chosen.isEmpty ? "software" : chosen
    }

    func run() throws -> Report {
        guard let scenePath = ResourceLocator.defaultScenePath() else {
            throw RuntimeFailure("cannot find Resources/ (set TOUCH_SANDBOX_RESOURCES)")
        }
        let imagePath = ((scenePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(configuration.image)
        let pixels = try ImageFile.load(imagePath)
        let floor = configuration.appOnly ? nil : try FrameFloor.prepare()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-sandbox-frames-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let display = try BenchmarkDisplay(width: configuration.width, height: configuration.height, renderDriver: Self.renderDriver)
        var cases: [Case] = []
        var floorRenderer: String?
        for count in configuration.spriteCounts {
            let scene = FrameBenchmarkScene.scene(count: count, image: configuration.image, imageWidth: pixels.width,
                                                  imageHeight: pixels.height, width: Double(configuration.width),
                                                  height: Double(configuration.height))
            let frames = try FrameRenderer(renderer: display.renderer, images: [configuration.image: pixels],
                                           font: display.system.defaultFont(pointSize: 15))
            let app = TimedSession(session: SandboxSession(sandbox: Sandbox(scene: scene), showOverlay: false, showHUD: false, showTray: false),
                                   frames: frames, display: display)
            let busy = TimedSession(session: FrameBenchmarkScene.busySession(scene: scene), frames: frames, display: display)
            let floorRun = try floor.map { floor in
                let layoutFile = folder.appendingPathComponent("layout-\(count).txt").path
                let layout = FrameFloor.Layout(width: configuration.width, height: configuration.height, background: scene.background,
                                               placements: frames.spritePlacements(session: app.session, mapping: display.mapping))
                try layout.text.write(toFile: layoutFile, atomically: true, encoding: .utf8)
                return FloorRun(floor: floor, image: imagePath, layoutFile: layoutFile,
                                screenshot: folder.appendingPathComponent("floor-\(count).png").path)
            }
            var samePixels: Bool?
            if let floorRun {
                floorRenderer = try floorRun.saveScreenshot()
                samePixels = try app.pixels() == ImageFile.load(floorRun.screenshot).pixels
            }
            cases.append(try measure(sprites: count, app: app, busy: busy, floor: floorRun, samePixels: samePixels))
        }
        return Report(videoDriver: display.system.videoDriver, renderer: display.renderer.name, floorRenderer: floorRenderer,
                      width: configuration.width, height: configuration.height, image: imagePath, runs: configuration.runs,
                      cases: cases)
    }

    /// The interleaved runs for one sprite count.
    private func measure(sprites: Int, app: TimedSession, busy: TimedSession, floor: FloorRun?, samePixels: Bool?) throws -> Case {
        let framesPerRun = app.framesPerRun(seconds: configuration.secondsPerRun, within: configuration.framesPerRun)
        let warmup = configuration.warmupFrames
        var appTimes = FrameTimes(), floorTimes = FrameTimes(), busyTimes = FrameTimes()
        var wallRatios: [Double] = [], cpuRatios: [Double] = []
        for _ in 0..<configuration.runs {
            let appRun = app.time(frames: framesPerRun, warmup: warmup)
            appTimes.add(appRun)
            if let floor {
                let floorRun = try floor.time(frames: framesPerRun, warmup: warmup)
                floorTimes.add(floorRun)
                // Each run against the floor run right after it: the two saw the same load on the machine.
                wallRatios.append(appRun.medianWall / floorRun.medianWall)
                cpuRatios.append(appRun.medianCPU / floorRun.medianCPU)
            }
            busyTimes.add(busy.time(frames: framesPerRun, warmup: warmup))
        }
        let hasFloor = floor != nil
        return Case(sprites: sprites, framesPerRun: framesPerRun,
                    appMilliseconds: appTimes.medianWall, appCPUMilliseconds: appTimes.medianCPU,
                    floorMilliseconds: hasFloor ? floorTimes.medianWall : nil,
                    floorCPUMilliseconds: hasFloor ? floorTimes.medianCPU : nil,
                    ratio: hasFloor ? FrameTimes.median(wallRatios) : nil,
                    cpuRatio: hasFloor ? FrameTimes.median(cpuRatios) : nil,
                    everythingOnMilliseconds: busyTimes.medianWall, everythingOnCPUMilliseconds: busyTimes.medianCPU,
                    samePixels: samePixels)
    }
}

/// The floor program set up for one sprite count.
private struct FloorRun {
    let floor: FrameFloor
    let image: String
    let layoutFile: String
    let screenshot: String

    /// Draws one frame into `screenshot`; returns the renderer the floor got.
    func saveScreenshot() throws -> String {
        try floor.run(image: image, layoutFile: layoutFile, frames: 1, warmup: 0, save: screenshot).renderer
    }

    func time(frames: Int, warmup: Int) throws -> FrameTimes {
        try floor.run(image: image, layoutFile: layoutFile, frames: frames, warmup: warmup).times
    }
}

/// The headless window the frame benchmark draws in: the offscreen video driver and the chosen render driver.
private struct BenchmarkDisplay {
    let system: SDLSystem
    let window: Window
    let renderer: Renderer
    let mapping: ViewportMapping

    init(width: Int, height: Int, renderDriver: String) throws {
        do {
            system = try SDLSystem(SDLSystem.Options(headless: true, headlessRenderDriver: renderDriver))
            window = try Window(system: system, title: "touch-sandbox bench", size: PixelSize(width: width, height: height),
                                options: Window.Options(resizable: false))
            renderer = try Renderer(window: window, mode: renderDriver == "software" ? .software : .accelerated(vsync: false))
        } catch {
            throw RuntimeFailure("cannot open a headless \(width)x\(height) window with the \(renderDriver) renderer: \(error)")
        }
        mapping = renderer.mapping(sceneSize: PixelSize(width: width, height: height))
    }
}

/// One session drawn again and again through the app's `FrameRenderer`, as the playback driver draws it.
private struct TimedSession {
    let session: SandboxSession
    let frames: FrameRenderer
    let display: BenchmarkDisplay

    /// Draws one frame, waits until it is drawn and presents it.
    func drawFrame() {
        frames.draw(session: session, mapping: display.mapping, pinned: [], now: session.sandbox.engine.time)
        display.renderer.waitUntilDrawn()
        display.renderer.present()
    }

    func time(frames count: Int, warmup: Int) -> FrameTimes {
        for _ in 0..<warmup { drawFrame() }
        var times = FrameTimes()
        for _ in 0..<count { times.measure(drawFrame) }
        return times
    }

    /// How many frames make a run of about `seconds`, from three frames drawn now.
    func framesPerRun(seconds: Double, within limits: ClosedRange<Int>) -> Int {
        let milliseconds = time(frames: 3, warmup: 1).medianWall
        let wanted = (seconds * 1000 / max(milliseconds, 0.001)).rounded()
        return Int(min(max(wanted, Double(limits.lowerBound)), Double(limits.upperBound)))
    }

    /// The pixels of one frame (drawn, read back, then presented).
    func pixels() throws -> [UInt8] {
        frames.draw(session: session, mapping: display.mapping, pinned: [], now: session.sandbox.engine.time)
        let image = try display.renderer.readPixels()
        display.renderer.present()
        return image.pixels
    }
}
