import Foundation

/// A growable byte buffer for writing text fast.
///
/// Appends go straight to memory, without the capacity and uniqueness checks of `[UInt8].append`,
/// which were most of the cost of writing 100,000 JSON objects.
final class ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The last day formatted by `ISO8601.append` and its date: consecutive times share days.
    var lastDay: (days: Int64, year: Int, month: Int, day: Int) = (.min, 0, 0, 0)

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func removeAll() { count = 0 }

    /// Makes room for `n` more bytes.
    @inline(__always) func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        memcpy(base + count, bytes.baseAddress!, bytes.count)
        count += bytes.count
    }

    func append(literal text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// An integer in decimal.
    func append(integer value: Int) {
        reserve(21)
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        while divisor > 0 {
            base[count] = UInt8(ascii: "0") + UInt8(magnitude / divisor)
            count += 1
            magnitude %= divisor
            divisor /= 10
        }
    }

    /// Two digits, zero-padded: `07`.
    @inline(__always) func append(twoDigits value: Int) {
        reserve(2)
        base[count] = UInt8(ascii: "0") + UInt8(value / 10 % 10)
        base[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
        count += 2
    }

    /// The shortest text that reads back as the same double, as `description` gives it.
    ///
    /// Written without making a `String` first.
    func append(double value: Double) {
        var sink = Sink(buffer: self)
        value.write(to: &sink)
    }

    private struct Sink: TextOutputStream {
        let buffer: ByteBuffer

        func write(_ string: String) { buffer.append(text: string) }

        /// What the standard library's number formatting calls: plain ASCII bytes, no `String`.
        func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) { buffer.append(UnsafeRawBufferPointer(bytes)) }
    }
}
