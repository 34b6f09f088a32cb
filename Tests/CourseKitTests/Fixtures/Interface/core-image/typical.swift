// Image filters as a photo-editing tutorial applies them: a filter chosen by the user and set through its
// input keys, the built-in filters with their typed properties, rendering through a `CIContext` into a
// `CGImage` and back into a `UIImage` and SwiftUI's `Image`, a filter by name, and a QR code scaled up.
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

struct FilterView: View {
    @State private var image: Image?
    @State private var intensity = 0.5
    @State private var currentFilter: CIFilter = CIFilter.sepiaTone()
    @State private var source: UIImage?
    let context = CIContext()

    var body: some View {
        VStack {
            image?
                .resizable()
                .scaledToFit()
            Slider(value: $intensity)
                .onChange(of: intensity) { applyProcessing() }
            HStack {
                Button("Crystallize") { setFilter(CIFilter.crystallize()) }
                Button("Blur") { setFilter(CIFilter.gaussianBlur()) }
                Button("Pixellate") { setFilter(CIFilter.pixellate()) }
                Button("Vignette") { setFilter(CIFilter.vignette()) }
                Button("Unsharp") { setFilter(CIFilter.unsharpMask()) }
            }
        }
    }

    func setFilter(_ filter: CIFilter) {
        currentFilter = filter
        loadImage()
    }

    func loadImage() {
        guard let source, let beginImage = CIImage(image: source) else { return }
        currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
        applyProcessing()
    }

    func applyProcessing() {
        let inputKeys = currentFilter.inputKeys
        if inputKeys.contains(kCIInputIntensityKey) {
            currentFilter.setValue(intensity, forKey: kCIInputIntensityKey)
        }
        if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(intensity * 200, forKey: kCIInputRadiusKey) }
        if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(intensity * 10, forKey: kCIInputScaleKey) }
        guard let outputImage = currentFilter.outputImage else { return }
        guard let cgImage = context.createCGImage(outputImage, from: outputImage.extent) else { return }
        image = Image(uiImage: UIImage(cgImage: cgImage))
    }
}

enum Effects {
    static func sepia(_ input: CIImage, amount: Float) -> CIImage? {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = input
        filter.intensity = amount
        return filter.outputImage
    }

    static func adjusted(_ input: CIImage) -> CIImage? {
        let controls = CIFilter.colorControls()
        controls.inputImage = input
        controls.saturation = 1.2
        controls.brightness = 0.05
        controls.contrast = 1.1
        let vignette = CIFilter.vignette()
        vignette.inputImage = controls.outputImage
        vignette.intensity = 1
        vignette.radius = 2
        return vignette.outputImage
    }

    static func pixellated(_ input: CIImage) -> CIImage? {
        let filter = CIFilter.pixellate()
        filter.inputImage = input
        filter.center = CGPoint(x: 150, y: 150)
        filter.scale = 12
        let crystal = CIFilter.crystallize()
        crystal.inputImage = filter.outputImage
        crystal.radius = 20
        crystal.center = .zero
        return crystal.outputImage
    }

    static func byName(_ input: CIImage) -> CIImage? {
        guard let filter = CIFilter(name: "CISepiaTone") else { return nil }
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(0.8, forKey: "inputIntensity")
        let blurred = input.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 4])
        return filter.outputImage ?? blurred.cropped(to: input.extent)
    }

    static func others(_ input: CIImage) -> [CIImage?] {
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = input
        blur.radius = 8
        let mask = CIFilter.unsharpMask()
        mask.inputImage = input
        mask.radius = 2.5
        mask.intensity = 0.5
        let noir = CIFilter.photoEffectNoir()
        noir.inputImage = input
        let twirl = CIFilter.twirlDistortion()
        twirl.inputImage = input
        twirl.center = CGPoint(x: input.extent.midX, y: input.extent.midY)
        twirl.radius = 300
        twirl.angle = .pi
        return [blur.outputImage, mask.outputImage, noir.outputImage, twirl.outputImage]
    }
}

struct QRCodeView: View {
    let text: String
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()

    var body: some View {
        Image(uiImage: code())
            .interpolation(.none)
            .resizable()
            .frame(width: 200, height: 200)
    }

    func code() -> UIImage {
        filter.message = Data(text.utf8)
        filter.correctionLevel = "M"
        if let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)),
            let cgImage = context.createCGImage(output, from: output.extent)
        {
            return UIImage(cgImage: cgImage)
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}
