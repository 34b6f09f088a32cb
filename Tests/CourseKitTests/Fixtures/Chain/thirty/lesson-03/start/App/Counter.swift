struct Counter {
    var count = 2
}
