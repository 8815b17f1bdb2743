import Foundation

/// A point or displacement in window pixels: origin top-left, y down. Its arithmetic is `@inlinable`, so the libraries
/// beside the core (circles, templates, paint) compute on it as fast as the core does.
public struct Vector2: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Vector2(0, 0)

    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable
    public var lengthSquared: Double { x * x + y * y }

    @inlinable
    public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    /// The z component of the 3-D cross product: positive when `other` lies clockwise on screen (y down).
    @inlinable
    public func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }
    @inlinable
    public func distance(to other: Vector2) -> Double { (self - other).length }

    /// This vector turned by `angle` radians, clockwise on screen (y down).
    @inlinable
    public func rotated(by angle: Double) -> Vector2 {
        let c = cos(angle), s = sin(angle)
        return Vector2(x * c - y * s, x * s + y * c)
    }

    @inlinable
    public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    @inlinable
    public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    @inlinable
    public static func * (a: Vector2, k: Double) -> Vector2 { Vector2(a.x * k, a.y * k) }
    @inlinable
    public static func * (k: Double, a: Vector2) -> Vector2 { Vector2(a.x * k, a.y * k) }
    @inlinable
    public static func / (a: Vector2, k: Double) -> Vector2 { Vector2(a.x / k, a.y / k) }
    @inlinable
    public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    @inlinable
    public static func += (a: inout Vector2, b: Vector2) { a = a + b }
    @inlinable
    public static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}
