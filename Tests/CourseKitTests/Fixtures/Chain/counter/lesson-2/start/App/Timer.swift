struct Timer {
    var seconds = 0
}
