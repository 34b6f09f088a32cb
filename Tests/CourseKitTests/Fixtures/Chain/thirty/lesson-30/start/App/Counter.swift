struct Counter {
    var count = 29
}
