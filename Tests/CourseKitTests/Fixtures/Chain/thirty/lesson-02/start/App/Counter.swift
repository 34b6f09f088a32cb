struct Counter {
    var count = 1
}
