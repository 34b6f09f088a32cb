struct Counter {
    var count = 21
}
