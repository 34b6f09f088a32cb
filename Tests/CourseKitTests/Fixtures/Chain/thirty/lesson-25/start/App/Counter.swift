struct Counter {
    var count = 24
}
