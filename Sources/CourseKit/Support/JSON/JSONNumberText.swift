extension ByteBuffer {
    /// A JSON number.
    ///
    /// The shortest text that reads back as the same double, or `null` for infinity and NaN, which
    /// JSON has no way to write (`inf` and `nan` would make the whole text invalid).
    func append(jsonNumber value: Double) {
        if value.isFinite { append(double: value) } else { append(literal: "null") }
    }
}
