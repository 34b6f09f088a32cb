struct Counter {
    var count = 15
}
