struct Counter {
    var count = 5
}
