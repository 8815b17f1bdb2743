/// Stops the fuzz target with `message` when a property of the parser does not hold. Unlike `precondition`, the
/// message survives an optimised build, so the finding's report says which property broke.
public func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                   file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
