// Swift Charts: bar, line, point, area, rule, rectangle and sector marks over identifiable data, series
// styled by value, axes, scales, legends, annotations and iOS 17's selection.
import Charts
import SwiftUI

struct Sale: Identifiable {
    let id = UUID()
    var day: Date
    var product: String
    var units: Int
    var revenue: Double
}

enum Weather: String, Plottable {
    case sunny, cloudy, rainy
}

struct Reading: Identifiable {
    let id = UUID()
    var hour: Int
    var temperature: Double
    var weather: Weather
}

struct SalesChart: View {
    let sales: [Sale]
    let target = 120.0

    var body: some View {
        Chart(sales) { sale in
            BarMark(
                x: .value("Day", sale.day, unit: .day),
                y: .value("Units", sale.units)
            )
            .foregroundStyle(by: .value("Product", sale.product))
            .position(by: .value("Product", sale.product))
            .cornerRadius(4)
        }
        .chartForegroundStyleScale(["Tea": Color.green, "Coffee": Color.brown])
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .chartYScale(domain: 0...200)
        .chartLegend(position: .bottom, alignment: .center)
        .frame(height: 240)
    }

    var revenue: some View {
        Chart {
            ForEach(sales) { sale in
                LineMark(
                    x: .value("Day", sale.day),
                    y: .value("Revenue", sale.revenue)
                )
                .interpolationMethod(.catmullRom)
                .symbol(by: .value("Product", sale.product))
                .foregroundStyle(by: .value("Product", sale.product))
            }
            RuleMark(y: .value("Target", target))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Target")
                        .font(.caption)
                }
        }
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Revenue")
    }
}

struct WeatherChart: View {
    let readings: [Reading]
    @State private var selectedHour: Int?

    var body: some View {
        Chart(readings) { reading in
            AreaMark(
                x: .value("Hour", reading.hour),
                y: .value("Temperature", reading.temperature)
            )
            .foregroundStyle(.orange.opacity(0.3))
            PointMark(
                x: .value("Hour", reading.hour),
                y: .value("Temperature", reading.temperature)
            )
            .symbol(.circle)
            .symbolSize(40)
            .foregroundStyle(by: .value("Weather", reading.weather))
            if let selectedHour, selectedHour == reading.hour {
                RuleMark(x: .value("Hour", selectedHour))
                    .annotation(position: .top) {
                        Text("\(reading.temperature, specifier: "%.1f")°")
                    }
            }
        }
        .chartXSelection(value: $selectedHour)
        .chartXScale(domain: 0...23)
        .chartLegend(.hidden)
    }
}

struct HeatMap: View {
    struct Cell: Identifiable {
        let id = UUID()
        var column: String
        var row: String
        var value: Double
    }

    let cells: [Cell]

    var body: some View {
        Chart(cells) { cell in
            RectangleMark(
                x: .value("Column", cell.column),
                y: .value("Row", cell.row)
            )
            .foregroundStyle(by: .value("Value", cell.value))
        }
        .chartPlotStyle { plot in
            plot.background(.gray.opacity(0.1))
        }
        .chartOverlay { proxy in
            // The iOS 16 anchor (deprecated in iOS 17 for `plotFrame`), read through a geometry proxy.
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onTapGesture {
                        let origin = geometry[proxy.plotAreaFrame].origin
                        let column: String? = proxy.value(atX: origin.x)
                        print(column ?? "")
                    }
            }
        }
    }
}

@available(iOS 17.0, *)
struct Breakdown: View {
    let sales: [Sale]

    var body: some View {
        Chart(sales, id: \.product) { sale in
            SectorMark(
                angle: .value("Units", sale.units),
                innerRadius: .ratio(0.6),
                angularInset: 2
            )
            .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartLegend(.visible)
    }
}
