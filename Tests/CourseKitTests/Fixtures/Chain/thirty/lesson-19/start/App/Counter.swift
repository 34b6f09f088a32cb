struct Counter {
    var count = 18
}
