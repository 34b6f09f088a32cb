struct Counter {
    var count = 7
}
