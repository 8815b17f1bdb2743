/// The largest configuration file the app reads, in bytes: a kiosk configuration (`--kiosk-config`) or acceptance
/// limits (`--limits`). Both are a few hundred bytes of JSON; the cap keeps a wrong path (a disk image, a log)
/// from being read whole.
enum ConfigurationFileLimit {
    static let bytes = 1 << 20
}
