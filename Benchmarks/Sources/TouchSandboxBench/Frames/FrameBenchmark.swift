import Foundation
import TouchFiles
import TouchEngine
import TouchRecipes
import TouchSandboxApp
import TouchSandboxSDL

/// `touch-sandbox-bench frames`: whole frames drawn through the app's real drawing path (`FrameRenderer`) against the C floor
/// program drawing the same sprites with raw SDL calls, on the same video driver, renderer and filtering.
///
/// For each sprite count the runs interleave — the app with the overlay, HUD and tray off (like for like with the
/// floor), the floor, the app with everything on — so a machine that other work slows down slows all three alike;
/// the times are medians of every timed frame, on the wall clock and in CPU time, and the ratios medians of the
/// runs' ratios. A frame is timed from its first
/// drawing call until it is drawn (`Renderer.waitUntilDrawn`, which GPU renderers need) and presented. Before
/// timing, one frame of each is compared pixel for pixel (the app's third frame of the scene, laid from kept cells on
/// the software renderer), which shows the two draw the same thing.
///
/// The scene is 1280×800, drawn into a window of `width` × `height` as a kiosk's display shows it (scaled to fit,
/// the bands beside it in the canvas colour). With `zooms` the frames are one 256×256 sprite turned 30° at each zoom: the
/// floor then draws it as SDL's software renderer does by itself (the whole scaled and turned image), the app only
/// what is seen; both frames' peak resident memory is reported too.
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
        /// The window (output pixels); the scene is `sceneWidth` × `sceneHeight` fitted into it.
        var width = 1280
        var height = 800
        /// The image copied, in the project's `Resources/` folder.
        var image = "images/flower.png"
        /// Instead of `spriteCounts` sprites, one sprite zoomed this many times for each case (`frames --zoom`).
        var zooms: [Double]?
        /// How the front sprite moves between the app's frames (the floor's and the all-on frames stand still).
        var motion = FrameMotion.still

        static let sceneWidth = 1280.0
        static let sceneHeight = 800.0
        static let defaultZooms = [1.0, 4.0, 8.0]
    }

    /// The figures for one sprite count or zoom: medians per frame in milliseconds; the floor's are nil with `appOnly`.
    struct Case: Codable {
        var sprites: Int
        /// The zoom of the one sprite (`--zoom`), nil for the sprite-count cases.
        var zoom: Double?
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
        /// Peak resident memory in megabytes: the app's while it drew its runs (the most of any run, the peak
        /// restarted before each), the floor's process's (the median of its runs).
        var appPeakMegabytes: Double?
        var floorPeakMegabytes: Double?
    }

    struct Report: Codable {
        var videoDriver: String
        var renderer: String
        var floorRenderer: String?
        var width: Int
        var height: Int
        var sceneWidth: Double
        var sceneHeight: Double
        var image: String
        var runs: Int
        /// How the front sprite moved between the app's frames: `still`, `drag` or `pinch`.
        var motion: FrameMotion?
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
        let imagePath = (FilePathParts.parent(of: scenePath) as NSString).appendingPathComponent(configuration.image)
        let pixels = try ImageFile.load(imagePath)
        let floor = configuration.appOnly ? nil : try FrameFloor.prepare()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-sandbox-frames-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let sceneSize = PixelSize(width: Int(Configuration.sceneWidth), height: Int(Configuration.sceneHeight))
        let display = try BenchmarkDisplay(width: configuration.width, height: configuration.height, sceneSize: sceneSize,
                                           renderDriver: Self.renderDriver)
        var cases: [Case] = []
        var floorRenderer: String?
        let workloads: [(name: String, sprites: Int, zoom: Double?)] = configuration.zooms.map { zooms in
            zooms.map { (name: "zoom-\($0)", sprites: 1, zoom: Optional($0)) }
        } ?? configuration.spriteCounts.map { (name: "sprites-\($0)", sprites: $0, zoom: nil) }
        for workload in workloads {
            let scene = workload.zoom.map {
                FrameBenchmarkScene.zoomScene(zoom: $0, image: configuration.image, width: Configuration.sceneWidth,
                                              height: Configuration.sceneHeight)
            } ?? FrameBenchmarkScene.scene(count: workload.sprites, image: configuration.image, imageWidth: pixels.width,
                                           imageHeight: pixels.height, width: Configuration.sceneWidth,
                                           height: Configuration.sceneHeight)
            let frames = try FrameRenderer(renderer: display.renderer, images: [configuration.image: pixels],
                                           font: display.system.defaultFont(pointSize: 15))
            let appSession = SandboxSession(sandbox: Sandbox(scene: scene), showOverlay: false, showHUD: false, showTray: false)
            let app = TimedSession(session: appSession, frames: frames, display: display,
                                   gesture: FrameGesture(session: appSession, motion: configuration.motion))
            let busy = TimedSession(session: FrameBenchmarkScene.busySession(scene: scene), frames: frames, display: display)
            let floorRun = try floor.map { floor in
                let layoutFile = folder.appendingPathComponent("layout-\(workload.name).txt").path
                try floorLayout(scene: scene, frames: frames, app: app, display: display).text
                    .write(toFile: layoutFile, atomically: true, encoding: .utf8)
                return FloorRun(floor: floor, image: imagePath, layoutFile: layoutFile,
                                screenshot: folder.appendingPathComponent("floor-\(workload.name).rgba").path)
            }
            var samePixels: Bool?
            if let floorRun {
                floorRenderer = try floorRun.saveScreenshot()
                samePixels = try app.pixels() == [UInt8](Data(contentsOf: URL(fileURLWithPath: floorRun.screenshot)))
            }
            var row = try measure(sprites: workload.sprites, app: app, busy: busy, floor: floorRun, samePixels: samePixels)
            row.zoom = workload.zoom
            cases.append(row)
        }
        return Report(videoDriver: display.system.videoDriver, renderer: display.renderer.name, floorRenderer: floorRenderer,
                      width: configuration.width, height: configuration.height, sceneWidth: Configuration.sceneWidth,
                      sceneHeight: Configuration.sceneHeight, image: imagePath, runs: configuration.runs,
                      motion: configuration.motion, cases: cases)
    }

    /// What the floor draws to match the app's frame: the sprites where the app puts them and, when the scene does
    /// not fill the window, the clip the app draws them in (the whole window is cleared in the canvas colour).
    private func floorLayout(scene: Scene, frames: FrameRenderer, app: TimedSession, display: BenchmarkDisplay) -> FrameFloor.Layout {
        let placements = frames.spritePlacements(session: app.session, mapping: display.mapping)
        var layout = FrameFloor.Layout(width: configuration.width, height: configuration.height, background: scene.background,
                                       placements: placements)
        let renderer = display.renderer
        renderer.transform = display.mapping.sceneToOutput
        let clip = renderer.clipRectangle(scene.bounds)
        if clip != (0, 0, Int32(configuration.width), Int32(configuration.height)) { layout.clip = clip }
        return layout
    }

    /// The interleaved runs for one sprite count or zoom.
    private func measure(sprites: Int, app: TimedSession, busy: TimedSession, floor: FloorRun?, samePixels: Bool?) throws -> Case {
        let framesPerRun = app.framesPerRun(seconds: configuration.secondsPerRun, within: configuration.framesPerRun)
        let warmup = configuration.warmupFrames
        var appTimes = FrameTimes(), floorTimes = FrameTimes(), busyTimes = FrameTimes()
        var wallRatios: [Double] = [], cpuRatios: [Double] = []
        var appPeaks: [Double] = [], floorPeaks: [Double] = []
        for _ in 0..<configuration.runs {
            ProcessMemory.resetPeak()
            let appRun = app.time(frames: framesPerRun, warmup: warmup)
            if let peak = ProcessMemory.peakMegabytes { appPeaks.append(peak) }
            appTimes.add(appRun)
            if let floor {
                let floorRun = try floor.time(frames: framesPerRun, warmup: warmup)
                floorTimes.add(floorRun.times)
                if let peak = floorRun.peakMegabytes { floorPeaks.append(peak) }
                // Each run against the floor run right after it: the two saw the same load on the machine.
                wallRatios.append(appRun.medianWall / floorRun.times.medianWall)
                cpuRatios.append(appRun.medianCPU / floorRun.times.medianCPU)
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
                    samePixels: samePixels, appPeakMegabytes: appPeaks.max(),
                    floorPeakMegabytes: floorPeaks.isEmpty ? nil : FrameTimes.median(floorPeaks))
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

    func time(frames: Int, warmup: Int) throws -> FrameFloor.Run {
        try floor.run(image: image, layoutFile: layoutFile, frames: frames, warmup: warmup)
    }
}

/// The headless window the frame benchmark draws in: the offscreen video driver and the chosen render driver.
private struct BenchmarkDisplay {
    let system: SDLSystem
    let window: Window
    let renderer: Renderer
    let mapping: ViewportMapping

    init(width: Int, height: Int, sceneSize: PixelSize, renderDriver: String) throws {
        do {
            system = try SDLSystem(SDLSystem.Options(headless: true, headlessRenderDriver: renderDriver))
            window = try Window(system: system, title: "touch-sandbox-bench", size: PixelSize(width: width, height: height),
                                options: Window.Options(resizable: false))
            renderer = try Renderer(window: window, mode: renderDriver == "software" ? .software : .accelerated(vsync: false))
        } catch {
            throw RuntimeFailure("cannot open a headless \(width)x\(height) window with the \(renderDriver) renderer: \(error)")
        }
        mapping = renderer.mapping(sceneSize: sceneSize)
    }
}

/// One session drawn again and again through the app's `FrameRenderer`, as the playback driver draws it.
private struct TimedSession {
    let session: SandboxSession
    let frames: FrameRenderer
    let display: BenchmarkDisplay
    /// Fingers moving the front sprite a step before each timed frame (nil: it stands still).
    var gesture: FrameGesture? = nil

    /// Moves the gesture a step, draws one frame, waits until it is drawn and presents it.
    func drawFrame() {
        gesture?.advance()
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
        // Clamped into the limits, NaN to the fewest: a count of frames from a timing.
        return min(max(Int(clamping: wanted, nan: limits.lowerBound), limits.lowerBound), limits.upperBound)
    }

    /// The pixels of one frame (drawn, read back, then presented), the third of the same scene in a row, so on the
    /// software renderer it is laid from the cells the second kept (`CopyCellCache`) and the comparison covers them.
    func pixels() throws -> [UInt8] {
        for _ in 0..<2 {
            frames.draw(session: session, mapping: display.mapping, pinned: [], now: session.sandbox.engine.time)
            display.renderer.present()
        }
        frames.draw(session: session, mapping: display.mapping, pinned: [], now: session.sandbox.engine.time)
        let image = try display.renderer.readPixels()
        display.renderer.present()
        return image.pixels
    }
}
