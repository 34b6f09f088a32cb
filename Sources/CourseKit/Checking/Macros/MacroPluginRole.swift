/// How `course` knows it was started by the compiler to expand the interface's macros.
package enum MacroPluginRole {
    /// The name of the link `course check` makes to `course` and passes to the compiler
    /// (`-load-plugin-executable LINK#SwiftUIMacros`): started under it, `course` serves the
    /// compiler's plugin messages on its standard input and output.
    package static let executableName = "course-macro-plugin"
    /// Changes when an expansion changes, so that cached results made with the old one are not used.
    static let expansionVersion = "macros 1"
}
