import Foundation

exit(Tool.start(CommandLine.arguments))
