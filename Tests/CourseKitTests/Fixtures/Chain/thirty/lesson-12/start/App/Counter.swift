struct Counter {
    var count = 11
}
