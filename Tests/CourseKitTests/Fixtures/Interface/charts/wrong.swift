// Swift Charts, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import Charts
import SwiftUI

struct Sale: Identifiable {
    let id = UUID()
    var day: Date
    var product: String
    var units: Int
}

/// Not plottable: a type of one's own without the conformance.
struct Product {
    var name: String
}

struct Order: Identifiable {
    let id = UUID()
    var product: Product
    var units: Int
}

/// Data without identity.
struct Point {
    var x: Double
    var y: Double
}

struct SalesChart: View {
    let sales: [Sale]
    let orders: [Order]
    let points: [Point]
    @State private var selected: Date?

    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: sale.units) // error: cannot convert value of type 'Int' to expected argument type 'PlottableValue<Y>' // error: generic parameter 'Y' could not be inferred
        }
    }

    var byProduct: some View {
        Chart(orders) { order in
            BarMark( // error: initializer 'init(x:y:width:height:stacking:)' requires that 'Product' conform to 'Plottable'
                x: .value("Product", order.product),
                y: .value("Units", order.units)
            )
        }
    }

    var unidentified: some View {
        Chart(points) { point in // error: initializer 'init(_:content:)' requires that 'Point' conform to 'Identifiable'
            PointMark(x: .value("x", point.x), y: .value("y", point.y))
        }
    }

    var views: some View {
        Chart {
            Text("Sales") // error: static method 'buildExpression' requires that 'Text' conform to 'ChartContent'
        }
    }

    var styled: some View {
        Chart(sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
                .interpolationMethod(.smooth) // error: type 'InterpolationMethod' has no member 'smooth'
        }
    }

    var axes: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
        }
        .chartXAxis {
            AxisMarks(position: .left) // error: type 'AxisMarkPosition' has no member 'left'
        }
    }

    var selection: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
        }
        .chartXSelection(value: selected) // error: cannot convert value 'selected' of type 'Date?' to expected type 'Binding<Date?>', use wrapper instead
    }

    var scaled: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
        }
        .chartYScale(domain: 0...100, type: .logarithmic) // error: type 'ScaleType?' has no member 'logarithmic'
    }
}
