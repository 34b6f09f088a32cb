struct Counter {
    var count = 10
}

extension Counter {
    func reset() -> Counter { Counter() }

    func increased() -> Counter { Counter(count: count + 1) }
}
