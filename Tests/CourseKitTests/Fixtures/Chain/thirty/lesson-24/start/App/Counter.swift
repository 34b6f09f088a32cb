struct Counter {
    var count = 23
}
