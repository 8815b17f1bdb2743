import Testing
import TouchEngine

@Suite("Handing out pointer ids")
struct PointerIDPoolTests {
    @Test("ids are the smallest free positive integers, reused after a release; releasing a free id changes nothing")
    func smallestFree() {
        var pool = PointerIDPool()
        let first = (0..<4).map { _ in pool.take().rawValue }
        pool.release(PointerID(2))
        pool.release(PointerID(2))
        pool.release(PointerID(99))
        #expect(first == [1, 2, 3, 4])
        #expect(pool.count == 3)
        #expect(pool.take() == PointerID(2))
        pool.release(PointerID(4))
        pool.release(PointerID(3))
        #expect(pool.take() == PointerID(3))
        #expect(pool.isTaken(PointerID(1)) && !pool.isTaken(PointerID(4)) && pool.count == 3)
    }
}
