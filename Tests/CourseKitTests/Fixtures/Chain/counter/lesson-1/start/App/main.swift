let counter = Counter()
print(counter.count)
