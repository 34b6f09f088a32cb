struct Counter {
    var count = 10
}
