// Image filters, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

struct Filters {
    let context = CIContext()

    func sepia(_ input: CIImage, amount: Double) -> CIImage? {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = input
        filter.intensity = amount // error: cannot assign value of type 'Double' to type 'Float'
        return filter.outputImage
    }

    func blur(_ input: CIImage) -> CIImage? {
        let filter = CIFilter.gaussianBlur()
        filter.inputImage = input
        filter.intensity = 4 // error: value of type 'any CIFilter & CIGaussianBlur' has no member 'intensity'
        return filter.outputImage
    }

    func named() -> CIFilter {
        CIFilter(name: "CISepiaTone") // error: value of optional type 'CIFilter?' must be unwrapped to a value of type 'CIFilter'
    }

    func render(_ image: CIImage) -> CGImage? {
        context.createCGImage(image, rect: image.extent) // error: incorrect argument label in call (have '_:rect:', expected '_:from:')
    }

    func render2(_ image: CIImage) -> CGImage? {
        context.createCGImage(image) // error: missing argument for parameter 'from' in call
    }

    func key(_ filter: CIFilter, _ image: CIImage) {
        filter.setValue(image, forKey: kCIInputImage) // error: cannot find 'kCIInputImage' in scope
    }

    func size(_ image: CIImage) -> CGSize {
        image.size // error: value of type 'CIImage' has no member 'size'
    }

    func qr(_ text: String) -> CIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = text // error: cannot assign value of type 'String' to type 'Data'
        return filter.outputImage
    }

    func fromUIImage(_ image: UIImage) -> CIImage {
        CIImage(image: image) // error: value of optional type 'CIImage?' must be unwrapped to a value of type 'CIImage'
    }
}
