struct Counter {
    var count = 12
}
