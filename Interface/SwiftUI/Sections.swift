// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: hierarchical content — a container's sections (`Group(sections:)`, `SectionCollection`,
// `ForEach(sections:)`), the container values of a layout's subviews, outline groups and hierarchical
// lists — and scene padding. A container's subviews (`Group(subviews:)`, `ForEach(subviews:)`) are in
// Containers.swift.

// MARK: Sections of a view

/// Specifies the contents of a section: its header, content and footer, each a collection of subviews.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct SectionConfiguration: Identifiable {
    /// A unique identifier for a section.
    public struct ID: Hashable, Sendable {}
    public var id: SectionConfiguration.ID { fatalError() }
    /// The subviews of the section's header.
    public var header: SubviewsCollection { fatalError() }
    /// The subviews of the section's content.
    public var content: SubviewsCollection { fatalError() }
    /// The subviews of the section's footer.
    public var footer: SubviewsCollection { fatalError() }
    /// The container values of the section.
    public var containerValues: ContainerValues { fatalError() }
    init(_made: Never) {}
}

/// An opaque collection representing the sections of view. Content not in an explicit section forms
/// implicit sections with its siblings, so there is always at least one.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> SectionConfiguration { fatalError() }
    init(_made: Never) {}
}

/// The content of a group made from another view's sections.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct GroupSectionsOfContent<Base: View, Result: View>: View {
    public var body: Never { fatalError() }
}

extension Group where Content: View {
    /// Constructs a group from the sections of the given view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result) where Content == GroupSectionsOfContent<Base, Result> { fatalError() }
}

extension ForEach where Data == SectionCollection, ID == SectionConfiguration.ID, Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// sections of a given view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) { fatalError() }
}

extension LayoutSubview {
    /// The container values associated with the given subview.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public var containerValues: ContainerValues { fatalError() }
}

// MARK: Outline groups and hierarchical lists

/// A structure that computes views and disclosure groups on demand from an underlying collection of
/// tree-structured, identified data.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {}
    /// Creates an outline group from a collection of root data elements and a key path to each
    /// element's children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {}
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier, and a key path
    /// to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {}
    /// Creates an outline group from a collection of root data elements, the key path to a data
    /// element's identifier, and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {}
}

/// A type-erased view representing the children in an outline subgroup.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct OutlineSubgroupChildren: View {
    public var body: Never { fatalError() }
    init(_made: Never) {}
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}

    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

// MARK: Scene padding

/// The padding used to space a view from its containing scene.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ScenePadding: Equatable, Sendable {
    /// The minimum scene padding value: the recommended spacing around a window's root view on macOS, the
    /// spacing that aligns a view with a navigation title on watchOS.
    public static let minimum = ScenePadding()
    /// The navigation bar content scene padding (watchOS).
    @available(watchOS 9.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static let navigationBar = ScenePadding()
}

extension View {
    /// Adds padding to the specified edges of this view using an amount that's appropriate for the current
    /// scene.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View { self }

    /// Adds a specified kind of padding to the specified edges of this view using an amount that's
    /// appropriate for the current scene.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self }
}
