struct Counter {
    var count = 17
}
