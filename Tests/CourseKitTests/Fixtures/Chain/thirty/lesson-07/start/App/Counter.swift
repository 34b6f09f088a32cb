struct Counter {
    var count = 6
}
