struct Counter {
    var count = 19
}
