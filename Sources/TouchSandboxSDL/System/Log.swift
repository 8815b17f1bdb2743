import Logging

/// The SDL layer's logger; warnings about missing fonts, renderer fallbacks and odd events go here.
let log = Logger(label: "TouchSandbox.SDL")
