struct Counter {
    var count = 28
}
