struct Counter {
    var count = 8
}
