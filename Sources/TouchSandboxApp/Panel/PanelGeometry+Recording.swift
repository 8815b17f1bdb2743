import TouchEngine
import TouchRecordings
import TouchScreenTesting

extension PanelGeometry {
    /// What a recording says of its device: its name, millimetres per window pixel when it gives the axes'
    /// resolution (never guessed), and the contacts its `ABS_MT_SLOT` range declares.
    init(recording info: RecordingInfo) {
        self.init(name: info.device?.name, millimetresPerPixel: info.millimetresPerPixel.flatMap { Scale(x: $0.x, y: $0.y) },
                  declaredContacts: info.device?.slotCount)
    }
}
