// Filled in by the app work.
