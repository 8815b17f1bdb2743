/// Times the engine alone applying a recording to a scene (`bench --trace T --scene S`).
enum TraceBenchmark {
    static func run(trace: String, scene: String, minimumSeconds: Double, json: Bool) throws {
        throw RuntimeFailure("bench --trace is not available in this build yet")
    }
}
