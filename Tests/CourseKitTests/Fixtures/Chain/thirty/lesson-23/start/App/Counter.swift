struct Counter {
    var count = 22
}
