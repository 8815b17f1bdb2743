import CYaml

/// Finds where a YAML text nests deeper than a limit, before Yams builds its tree: Yams composes nested
/// collections by recursion, one stack frame per level, so 5,000 levels (10 KB of `[[[[…`) overflow the stack and
/// kill the process. libyaml's event parser, which Yams is built on, keeps its state in heap stacks, so walking the
/// events costs no recursion at all.
enum YAMLNesting {
    /// No `libinput record` header nests more than a handful of levels.
    static let limit = 64

    /// The 1-based line (within `text`) where a collection opens deeper than `limit`, or nil when none does (or the
    /// text is not YAML, which Yams then reports in its own words).
    static func lineTooDeep(in text: String, limit: Int = limit) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > limit { return Int(event.start_mark.line) + 1 }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
    }
}
