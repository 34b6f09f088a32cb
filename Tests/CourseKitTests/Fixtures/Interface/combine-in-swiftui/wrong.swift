// Combine in a SwiftUI app, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import Combine

struct Item: Identifiable {
    let id: Int
    var name: String
}

final class Feed: ObservableObject {
    @Published var query = ""
    @Published var items: [Item] = []
    @Published var names: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let events = PassthroughSubject<String>() // error: generic type 'PassthroughSubject' specialized with too few type parameters (got 1, but expected 2)

    func start() {
        $query
            .debounce(for: .milliseconds(300)) // error: missing argument for parameter 'scheduler' in call
            .sink { print($0) }
            .store(in: &cancellables)
    }

    func deliver() {
        $names
            .receive(on: .main) // error: type 'Scheduler' has no member 'main'
            .sink { print($0) }
            .store(in: &cancellables)
    }

    func bind() {
        $query
            .map { [$0] }
            .assign(to: $names) // error: passing value of type 'Published<[String]>.Publisher' to an inout parameter requires explicit '&'
    }

    func unique() {
        $items
            .compactMap { $0.first }
            .removeDuplicates() // error: referencing instance method 'removeDuplicates()' on 'Publisher' requires that 'Item' conform to 'Equatable'
            .sink { print($0) }
            .store(in: &cancellables)
    }

    func decode(_ data: Data) {
        Just(data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .sink { self.names = $0 } // error: referencing instance method 'sink(receiveValue:)' on 'Publisher' requires the types 'any Error' and 'Never' be equivalent
            .store(in: &cancellables)
    }

    func keep() {
        let cancellable = $query.sink { print($0) }
        cancellable.store(in: cancellables) // error: passing value of type 'Set<AnyCancellable>' to an inout parameter requires explicit '&'
    }
}

struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main).autoconnect() // error: missing argument for parameter 'in' in call

    var body: some View {
        Text("Tick")
            .onReceive(timer) { date in print(date) }
    }
}
