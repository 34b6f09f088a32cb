struct Counter {
    var count = 14
}
