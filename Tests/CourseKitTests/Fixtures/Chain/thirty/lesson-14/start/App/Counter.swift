struct Counter {
    var count = 13
}
