struct Counter {
    var count = 26
}
