import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// Clipped copies laid again from the cells kept the frame before (`CopyCellCache`) against SDL's own software copies:
/// the same pixels, every one, frame after frame while the copy stands still or is dragged by whole and part pixels.
extension HeadlessSDLTests {
    /// Where a copy goes in each frame of a drag: twice still (the second frame keeps its cells), still again (laid
    /// from them), then moved by whole pixels, by part pixels, and back.
    static let dragSteps: [(dx: Float, dy: Float)] = [(0, 0), (0, 0), (0, 0), (7, -3), (-20.6, 11.3), (0.4, 0.2), (13.2, -8.5)]

    /// SDL's own frames of `copy` dragged by `dragSteps`, then the app's, presented one after another as a drag
    /// draws them; the app's cells computed and laid again in each frame.
    static func draggedFrames(_ fixture: Fixture, _ texture: Texture, _ copy: CopyCase,
                              steps: [(dx: Float, dy: Float)] = dragSteps) throws -> (sdl: [RGBAImage], app: [RGBAImage], computed: [Int], reused: [Int]) {
        var sdl: [RGBAImage] = [], app: [RGBAImage] = []
        var computed: [Int] = [], reused: [Int] = []
        var moved = copy
        for step in steps {
            moved.x += step.dx
            moved.y += step.dy
            sdl.append(try frame(fixture, texture, moved, policy: .never))
            fixture.renderer.present()
        }
        moved = copy
        let cells = fixture.renderer.copyCells
        for step in steps {
            moved.x += step.dx
            moved.y += step.dy
            let (computedBefore, reusedBefore) = (cells.computedCells, cells.reusedCells)
            app.append(try frame(fixture, texture, moved, policy: .always))
            computed.append(cells.computedCells - computedBefore)
            reused.append(cells.reusedCells - reusedBefore)
            #expect(cells.cachedBytes <= cells.byteBudget, "\(cells.cachedBytes) bytes kept, budget \(cells.byteBudget)")
            fixture.renderer.present()
        }
        return (sdl, app, computed, reused)
    }

    @Test("a copy dragged after standing still is laid from kept cells with SDL's pixels, every one, in every frame",
          arguments: copyCases)
    func keptCellsMatchSDL(_ copy: CopyCase) throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 100))
        let texture = try fixture.renderer.makeTexture(Self.patternImage())
        let frames = try Self.draggedFrames(fixture, texture, copy)
        for (index, (sdl, app)) in zip(frames.sdl, frames.app).enumerated() {
            let difference = Self.difference(sdl, app)
            #expect(difference.count == 0, "frame \(index): \(difference.count) pixels differ for \(copy), first \(difference.first)")
        }
        // The first frame computes only what it shows; the second keeps cells (as many as 1.5 outputs hold).
        #expect(frames.computed[0] == 0 && frames.reused[0] == 0)
        #expect(frames.computed[1] > 0, "\(copy): \(frames.computed)")
        #expect(frames.reused[2] == frames.computed[1], "\(copy): computed \(frames.computed), reused \(frames.reused)")
        #expect(frames.computed[2] == 0, "\(copy): \(frames.computed)")
        // Drawing something else lets every cell go.
        fixture.renderer.clear(Self.background)
        fixture.renderer.present()
        #expect(fixture.renderer.copyCells.cachedBytes == 0)
    }

    @Test("an 8× zoom dragged over a 600×400 output keeps every cell it shows: nothing computed while it is only moved")
    func zoomedDragIsLaidFromKeptCells() throws {
        let fixture = try Fixture(size: PixelSize(width: 600, height: 400))
        let texture = try fixture.renderer.makeTexture(Self.patternImage(width: 64, height: 48))
        let copy = CopyCase(x: -220.5, y: -180.25, width: 64 * 12, height: 48 * 12 + 0.5, angle: 30)
        let steps: [(dx: Float, dy: Float)] = [(0, 0), (0, 0), (0, 0), (64, 0), (0, -70.5), (-130.3, 40), (0.5, 0.5)]
        let frames = try Self.draggedFrames(fixture, texture, copy, steps: steps)
        for (index, (sdl, app)) in zip(frames.sdl, frames.app).enumerated() {
            let difference = Self.difference(sdl, app)
            #expect(difference.count == 0, "frame \(index): \(difference.count) pixels differ, first \(difference.first)")
        }
        // Cells of 128 pixels: the 24 the output shows are kept in frame 1 and laid again in frame 2; each move
        // computes only the cells it brings in at the edges (those it took out went at the end of their frame).
        #expect(frames.computed == [0, 24, 0, 1, 3, 7, 2], "computed \(frames.computed)")
        #expect(frames.reused == [0, 0, 24, 20, 15, 15, 22], "reused \(frames.reused)")
    }

    @Test("cells of an opaque part are laid without blending and of a clear part not at all, with SDL's pixels, every one: at full alpha, tinted, faded")
    func opaqueAndClearCellsMatchSDL() throws {
        let fixture = try Fixture(size: PixelSize(width: 400, height: 300))
        // Opaque above row 20, clear below (with colour, as bled edges have).
        var image = Self.patternImage(width: 40, height: 30)
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = i / 4 / 40 < 20 ? 255 : 0 }
        let texture = try fixture.renderer.makeTexture(image)
        let big = CopyCase(x: -200.5, y: -300.25, width: 40 * 20, height: 30 * 20, angle: 10)
        var unturned = big, tinted = big, faded = big
        unturned.angle = 0
        tinted.tint = Color(r: 200, g: 90, b: 30)
        faded.alpha = 0.6
        for copy in [big, unturned, tinted, faded] {
            let opaqueBefore = fixture.renderer.copyCells.opaqueCellsLaid
            let clearBefore = fixture.renderer.copyCells.clearCellsLeftOut
            let frames = try Self.draggedFrames(fixture, texture, copy)
            for (index, (sdl, app)) in zip(frames.sdl, frames.app).enumerated() {
                let difference = Self.difference(sdl, app)
                #expect(difference.count == 0, "frame \(index) of \(copy): \(difference.count) pixels differ, first \(difference.first)")
            }
            let opaqueLaid = fixture.renderer.copyCells.opaqueCellsLaid - opaqueBefore
            let clearLeftOut = fixture.renderer.copyCells.clearCellsLeftOut - clearBefore
            #expect(copy.alpha == 1 ? opaqueLaid > 20 : opaqueLaid == 0, "\(copy): \(opaqueLaid) opaque cells laid unblended")
            #expect(clearLeftOut > 5, "\(copy): \(clearLeftOut) clear cells left out")
        }
    }

    @Test("a turn at a fixed size (a two-finger rotate) and two copies alternating lay only their own cells, with SDL's pixels")
    func turnedAndAlternatingCopiesMatchSDL() throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 100))
        let texture = try fixture.renderer.makeTexture(Self.patternImage())
        // Frames of one or two copies each: turned 30° three times, then 31° and 32° (each kept from its second
        // frame), then two copies of other turns and sizes drawn together and swapped between frames.
        let first = CopyCase(x: -100, y: -80, width: 370, height: 230, angle: 30)
        var turned = first, other = first
        other.width = 300
        other.angle = -20
        var frames: [[CopyCase]] = [[first], [first], [first]]
        for angle in [31.0, 32, 32] {
            turned.angle = angle
            frames.append([turned])
        }
        frames += [[first, other], [other, first], [first, other], [other, first]]
        func draw(_ copies: [CopyCase], policy: ClippedCopyPolicy) throws -> RGBAImage {
            fixture.renderer.clippedCopies = policy
            fixture.renderer.clear(Self.background)
            for copy in copies { fixture.renderer.draw(texture, at: copy.placement) }
            let pixels = try fixture.renderer.readPixels()
            fixture.renderer.present()
            return pixels
        }
        let sdl = try frames.map { try draw($0, policy: .never) }
        let cells = fixture.renderer.copyCells
        var reused: [Int] = []
        for (index, copies) in frames.enumerated() {
            let before = cells.reusedCells
            let app = try draw(copies, policy: .always)
            reused.append(cells.reusedCells - before)
            let difference = Self.difference(sdl[index], app)
            #expect(difference.count == 0, "frame \(index) \(copies): \(difference.count) pixels differ, first \(difference.first)")
        }
        // Cells are kept in a copy's second frame drawn alike and laid again from its third: the third frame at 30°
        // (32° is drawn twice only), and the last two, the third in which both copies are drawn.
        #expect(reused.map { $0 > 0 } == [false, false, true, false, false, false, false, false, true, true], "cells laid again \(reused)")
    }

    @Test("a pinch (a new size every frame) keeps no cell: each frame computes only what it shows")
    func pinchedCopyKeepsNoCells() throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 100))
        let texture = try fixture.renderer.makeTexture(Self.patternImage())
        for step in 0..<4 {
            let copy = CopyCase(x: -100, y: -80, width: 370 + Float(step) * 3.5, height: 230 + Float(step) * 2, angle: 25)
            _ = try Self.frame(fixture, texture, copy, policy: .always)
            fixture.renderer.present()
        }
        #expect(fixture.renderer.copyCells.computedCells == 0)
        #expect(fixture.renderer.copyCells.cachedBytes == 0)
    }
}

/// The cell cache's bookkeeping on its own, without SDL: what a frame's end lets go.
@Suite("Copy cell cache")
struct CopyCellCacheBookkeepingTests {
    static func key(_ column: Int) -> CopyCellCache.CellKey {
        CopyCellCache.CellKey(geometry: CopyCellCache.Geometry(texture: 1, destination: SDL_FRect(x: 0, y: 0, w: 100, h: 50), angle: 0),
                              column: column, row: 0)
    }

    @Test("a frame's end lets go of the cells it did not lay, and trims the rest to a smaller budget (the output shrank)")
    func frameEndLetsGo() {
        let cache = CopyCellCache(byteBudget: 10_000)
        for column in 0..<8 { cache.store(Self.key(column), texture: nil, coverage: .clear, bytes: 1_000) }
        cache.endFrame(budget: 10_000)
        #expect(cache.cachedBytes == 8_000)
        // The next frame lays six of them; the two it does not lay go.
        for column in 0..<6 { _ = cache.cell(Self.key(column)) }
        cache.endFrame(budget: 10_000)
        #expect(cache.cachedBytes == 6_000)
        #expect(cache.cell(Self.key(7)) == nil && cache.cell(Self.key(6)) == nil)
        // All six laid again, but the output shrank: the budget now holds four.
        for column in 0..<6 { _ = cache.cell(Self.key(column)) }
        cache.endFrame(budget: 4_500)
        #expect(cache.cachedBytes == 4_000)
        #expect(cache.hasRoom(for: 500) && !cache.hasRoom(for: 501))
    }
}
