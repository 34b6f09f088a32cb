struct Counter {
    var count = 27
}
