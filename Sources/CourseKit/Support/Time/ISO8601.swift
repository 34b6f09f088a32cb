/// Reading and writing timestamps such as `2026-11-30T10:00:00Z` by hand.
///
/// The review log holds one per line and a replay reads 100,000 of them, where Foundation's
/// formatters are far too slow.
public enum ISO8601 {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.ffffff](Z|±HH:MM)`; `nil` if the text is anything else.
    public static func parse(_ text: String) -> Timestamp? {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// The same, over UTF-8 bytes (the log reader's hot path).
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Timestamp? {
        if bytes.count == 20, let time = parseWholeSecondUTC(bytes) { return time }
        return parseAnyForm(bytes)
    }

    /// Every form `parse` takes, step by step.
    static func parseAnyForm(_ bytes: UnsafeRawBufferPointer) -> Timestamp? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(4), reader.skip(UInt8(ascii: "-")),
            let month = reader.number(2), reader.skip(UInt8(ascii: "-")),
            let day = reader.number(2), reader.skip(UInt8(ascii: "T")) || reader.skip(UInt8(ascii: " ")),
            let hour = reader.number(2), reader.skip(UInt8(ascii: ":")),
            let minute = reader.number(2), reader.skip(UInt8(ascii: ":")),
            let second = reader.number(2),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var micros: Int64 = 0
        if reader.skip(UInt8(ascii: ".")) {
            var digits = 0
            while let digit = reader.digit() {
                if digits < 6 { micros = micros * 10 + Int64(digit) }
                digits += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 6) { micros *= 10 }
        }
        var offsetSeconds: Int64 = 0
        if reader.skip(UInt8(ascii: "Z")) || reader.skip(UInt8(ascii: "z")) {
        } else if let sign = reader.sign() {
            guard let oh = reader.number(2), reader.skip(UInt8(ascii: ":")), let om = reader.number(2),
                oh < 24, om < 60
            else { return nil }
            offsetSeconds = sign * Int64(oh * 3600 + om * 60)
        } else {
            return nil
        }
        guard reader.atEnd else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - offsetSeconds
        // Only instants whose UTC year has four digits: what `format` writes must parse again
        // (`0000-01-01T00:00:00+00:01` is in year -1 in UTC).
        guard (firstSecond..<endSecond).contains(seconds) else { return nil }
        return Timestamp(microseconds: seconds * 1_000_000 + micros)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form the log's writer uses for nearly every answer, read fast.
    ///
    /// It is read without the general reader's step-by-step checks: each digit tested once,
    /// unrolled; `nil` for anything else (which the general reader then reads, or rejects). Gives
    /// what the general reader gives for these 20 bytes (`ISO8601Tests` compares the two).
    @inline(__always)
    static func parseWholeSecondUTC(_ bytes: UnsafeRawBufferPointer) -> Timestamp? {
        @inline(__always) func byte(_ index: Int) -> UInt8 { bytes.load(fromByteOffset: index, as: UInt8.self) }
        @inline(__always) func digit(_ index: Int) -> Int { Int(byte(index) &- UInt8(ascii: "0")) }
        guard byte(4) == UInt8(ascii: "-"), byte(7) == UInt8(ascii: "-"), byte(10) == UInt8(ascii: "T"),
            byte(13) == UInt8(ascii: ":"), byte(16) == UInt8(ascii: ":"), byte(19) == UInt8(ascii: "Z")
        else { return nil }
        // A digit is 0…9, anything else 10…255; plus 6, a digit is below 16 and any other byte is not,
        // so one test of the OR of all fourteen covers them.
        @inline(__always) func test(_ index: Int) -> Int { digit(index) &+ 6 }
        let tested =
            test(0) | test(1) | test(2) | test(3) | test(5) | test(6) | test(8) | test(9)
            | test(11) | test(12) | test(14) | test(15) | test(17) | test(18)
        guard tested < 16 else { return nil }
        let year = ((digit(0) * 10 + digit(1)) * 10 + digit(2)) * 10 + digit(3)
        let month = digit(5) * 10 + digit(6)
        let day = digit(8) * 10 + digit(9)
        let hour = digit(11) * 10 + digit(12)
        let minute = digit(14) * 10 + digit(15)
        let second = digit(17) * 10 + digit(18)
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let seconds =
            daysSince1970(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Timestamp(microseconds: seconds * 1_000_000)
    }

    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
    private static let firstSecond = daysSince1970(year: 0, month: 1, day: 1) * 86_400
    private static let endSecond = daysSince1970(year: 10_000, month: 1, day: 1) * 86_400

    /// The instants `format` writes in a form `parse` reads back.
    ///
    /// From 0000-01-01T00:00:00Z to 9999-12-31T23:59:59.999999Z: a file this parser reads holds no
    /// other, so its writers write no other (`format` writes any instant, for people and for JSON
    /// that allows more).
    public static let readable =
        Timestamp(secondsSince1970: firstSecond)...Timestamp(microseconds: endSecond * 1_000_000 - 1)

    /// `2026-11-30`: a date of the proleptic Gregorian calendar, its year as `format` writes one.
    ///
    /// Year 0 is 1 BC, year -1 is 2 BC: `-0001-10-10`; past 9999, five digits or more.
    public static func date(year: Int, month: Int, day: Int) -> String {
        let bytes = ByteBuffer(capacity: 16)
        appendYear(year, to: bytes)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(twoDigits: month)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(twoDigits: day)
        return String(decoding: UnsafeBufferPointer(start: bytes.base, count: bytes.count), as: UTF8.self)
    }

    /// `2026-11-30T10:00:00Z`, with `.ffffff` only when the time has a fraction of a second.
    public static func format(_ time: Timestamp) -> String {
        let bytes = ByteBuffer(capacity: 32)
        append(time, to: bytes)
        return String(decoding: UnsafeBufferPointer(start: bytes.base, count: bytes.count), as: UTF8.self)
    }

    /// Appends the formatted time to a byte buffer (the JSON writer's hot path).
    static func append(_ time: Timestamp, to bytes: ByteBuffer) {
        let (seconds, micros) = floorDivide(time.microseconds, 1_000_000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        if bytes.lastDay.days != days {
            let (year, month, day) = civil(fromDays: days)
            bytes.lastDay = (days, year, month, day)
        }
        let (_, year, month, day) = bytes.lastDay
        appendYear(year, to: bytes)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(twoDigits: month)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(twoDigits: day)
        bytes.append(UInt8(ascii: "T"))
        bytes.append(twoDigits: Int(secondOfDay / 3600))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(twoDigits: Int(secondOfDay / 60 % 60))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(twoDigits: Int(secondOfDay % 60))
        if micros != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(twoDigits: Int(micros / 10_000))
            bytes.append(twoDigits: Int(micros / 100 % 100))
            bytes.append(twoDigits: Int(micros % 100))
        }
        bytes.append(UInt8(ascii: "Z"))
    }

    /// At least four digits, after a `-` for a year before year 0.
    @inline(__always) private static func appendYear(_ year: Int, to bytes: ByteBuffer) {
        if (0...9999).contains(year) {
            bytes.append(twoDigits: year / 100)
            bytes.append(twoDigits: year % 100)
            return
        }
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = year.magnitude
        if magnitude < 10_000 {
            bytes.append(twoDigits: Int(magnitude / 100))
            bytes.append(twoDigits: Int(magnitude % 100))
        } else {
            bytes.append(integer: Int(magnitude))
        }
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSince1970` (Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}

/// A cursor over ASCII digits and separators.
private struct DigitReader {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func digit() -> Int? {
        guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
        else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - UInt8(ascii: "0"))
    }

    mutating func number(_ width: Int) -> Int? {
        var value = 0
        for _ in 0..<width {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func sign() -> Int64? {
        if skip(UInt8(ascii: "+")) { return 1 }
        if skip(UInt8(ascii: "-")) { return -1 }
        return nil
    }
}
