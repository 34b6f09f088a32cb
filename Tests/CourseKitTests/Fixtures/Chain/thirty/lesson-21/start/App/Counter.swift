struct Counter {
    var count = 20
}
