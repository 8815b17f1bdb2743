/// A report field that is always written: its value, or `null` when it is not known (a plain optional would be left
/// out of the JSON). Used where the interface promises the key, e.g. `travelMillimetres` without a resolution.
@propertyWrapper
public struct NullWhenUnknown<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key reads as unknown, like `null`.
    public func decode<Value>(_ type: NullWhenUnknown<Value>.Type, forKey key: Key) throws -> NullWhenUnknown<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullWhenUnknown(wrappedValue: nil)
    }
}
