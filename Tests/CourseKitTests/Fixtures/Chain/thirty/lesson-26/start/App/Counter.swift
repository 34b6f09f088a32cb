struct Counter {
    var count = 25
}
