struct Counter {
    var count = 16
}
