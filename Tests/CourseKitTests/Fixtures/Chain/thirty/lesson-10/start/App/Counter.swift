struct Counter {
    var count = 9
}
