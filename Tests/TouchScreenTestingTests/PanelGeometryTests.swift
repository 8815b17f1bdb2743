import Testing
import TouchEngine
import TouchScreenTesting

@Suite("Panel geometry: millimetres only from a resolution the device gives")
struct PanelGeometryTests {
    @Test("axes 0…4095 at 12 units/mm and 0…2303 at 12 units/mm over a 1280×800 window: 341.333 × 192 mm")
    func fromAxes() throws {
        let geometry = PanelGeometry(name: "Panel", x: .init(minimum: 0, maximum: 4095, unitsPerMillimetre: 12),
                                     y: .init(minimum: 0, maximum: 2303, unitsPerMillimetre: 12), windowWidth: 1280, windowHeight: 800,
                                     slots: .init(minimum: 0, maximum: 9, unitsPerMillimetre: 0))
        let size = try #require(geometry.windowMillimetres(width: 1280, height: 800))
        #expect(abs(size.width - 4096.0 / 12) < 1e-9 && size.height == 192)
        #expect(geometry.declaredContacts == 10 && geometry.unit == "mm")
        #expect(geometry.length(Vector2(0, 800)) == 192)
    }

    @Test("a resolution of 0 on either axis gives no scale: figures stay in pixels")
    func noResolution() {
        let geometry = PanelGeometry(name: "Panel", x: .init(minimum: 0, maximum: 4095, unitsPerMillimetre: 0),
                                     y: .init(minimum: 0, maximum: 2303, unitsPerMillimetre: 12), windowWidth: 1280, windowHeight: 800)
        #expect(geometry.millimetresPerPixel == nil && geometry.unit == "px")
        #expect(geometry.length(Vector2(3, 4)) == 5 && geometry.millimetres(diameter: 10) == nil)
        #expect(geometry.windowMillimetres(width: 1280, height: 800) == nil)
    }

    @Test("a live panel of 344 × 193.5 mm over a 1920×1080 display, measured in a canvas drawn at half size")
    func livePanel() throws {
        let geometry = PanelGeometry(name: "Live", panelWidth: 344, panelHeight: 193.5, displayWidth: 1920, displayHeight: 1080, canvasScale: 0.5)
        let scale = try #require(geometry.millimetresPerPixel)
        #expect(scale.x == 344.0 / 1920 * 0.5 && scale.y == 193.5 / 1080 * 0.5)
    }

    @Test("slot ranges that make no sense declare nothing")
    func slots() {
        #expect(PanelGeometry.contacts(slots: .init(minimum: 0, maximum: 4, unitsPerMillimetre: 0)) == 5)
        #expect(PanelGeometry.contacts(slots: .init(minimum: 5, maximum: 2, unitsPerMillimetre: 0)) == nil)
        #expect(PanelGeometry.contacts(slots: .init(minimum: Int.min, maximum: Int.max, unitsPerMillimetre: 0)) == nil)
        #expect(PanelGeometry(declaredContacts: 0).declaredContacts == nil)
    }
}
