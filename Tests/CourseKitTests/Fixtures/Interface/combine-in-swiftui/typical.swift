// Combine in a SwiftUI app: a search model whose query is debounced and deduplicated before it searches,
// results delivered on the main queue, subjects for events, a timer published on the main run loop and
// connected automatically, notifications, and a publisher read as an async sequence.
import SwiftUI
import Combine

struct Recipe: Identifiable, Codable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
}

final class RecipeSearch: ObservableObject {
    @Published var query = ""
    @Published var maximumMinutes = 60
    @Published private(set) var results: [Recipe] = []
    @Published private(set) var isSearching = false
    @Published var status = ""

    let saved = PassthroughSubject<Recipe, Never>()
    let selection = CurrentValueSubject<Recipe?, Never>(nil)
    private var cancellables = Set<AnyCancellable>()
    private let all: [Recipe]

    init(all: [Recipe]) {
        self.all = all
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .flatMap { query in self.search(query) }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        $query
            .combineLatest($maximumMinutes)
            .map { query, minutes in "\(query) under \(minutes) min" }
            .assign(to: \.status, on: self)
            .store(in: &cancellables)

        saved
            .map(\.title)
            .merge(with: selection.compactMap { $0?.title })
            .throttle(for: 1, scheduler: DispatchQueue.main, latest: true)
            .sink { title in print("touched \(title)") }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: Notification.Name("RecipesChanged"))
            .sink { [weak self] _ in self?.isSearching = false }
            .store(in: &cancellables)
    }

    func search(_ query: String) -> AnyPublisher<[Recipe], Never> {
        Just(all.filter { $0.title.localizedCaseInsensitiveContains(query) })
            .delay(for: .seconds(0.2), scheduler: DispatchQueue.global())
            .eraseToAnyPublisher()
    }

    func decodeSaved(_ data: Data) -> AnyPublisher<[Recipe], Never> {
        Just(data)
            .decode(type: [Recipe].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .eraseToAnyPublisher()
    }

    func load() -> Future<[Recipe], Error> {
        Future { promise in
            promise(.success(self.all))
        }
    }

    /// iOS 14's `flatMap` where one side cannot fail: from a query that cannot to a load that can (the
    /// closure's type written out, its body more than one statement), and from a load to a value.
    func reload() -> AnyPublisher<[Recipe], Error> {
        $query
            .flatMap { query -> AnyPublisher<[Recipe], Error> in
                guard !query.isEmpty else {
                    return Just([]).setFailureType(to: Error.self).eraseToAnyPublisher()
                }
                return self.load().eraseToAnyPublisher()
            }
            .flatMap { recipes in Just(recipes.count) }
            .map { _ in self.all }
            .eraseToAnyPublisher()
    }
}

struct RecipeSearchView: View {
    @StateObject private var search = RecipeSearch(all: [])
    @State private var now = Date()
    @State private var tick = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            List(search.results) { recipe in
                Text(recipe.title)
                    .onTapGesture { search.saved.send(recipe) }
            }
            .searchable(text: $search.query)
            .navigationTitle(search.status)
            .onReceive(timer) { date in
                now = date
                tick += 1
            }
            .onReceive(search.$isSearching) { searching in
                print(searching ? "searching" : "idle")
            }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("Refresh"))) { _ in
                search.query = ""
            }
            .task {
                for await results in search.$results.values {
                    print(results.count)
                }
            }
        }
    }
}
