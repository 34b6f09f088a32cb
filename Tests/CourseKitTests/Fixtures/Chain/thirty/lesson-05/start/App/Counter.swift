struct Counter {
    var count = 4
}
