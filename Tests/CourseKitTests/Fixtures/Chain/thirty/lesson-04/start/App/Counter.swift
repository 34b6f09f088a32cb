struct Counter {
    var count = 3
}
