import Foundation
import Testing

@testable import CourseKit

@Suite("Support/Files: the per-user folders (XDG)")
struct UserFoldersTests {
    @Test func configFollowsXDG() {
        #expect(UserFolders.config(environment: ["XDG_CONFIG_HOME": "/conf", "HOME": "/home/me"]) == "/conf/course")
        #expect(UserFolders.config(environment: ["HOME": "/home/me"]) == "/home/me/.config/course")
        #expect(
            UserFolders.config(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/me"]) == "/home/me/.config/course")
        #expect(UserFolders.config(environment: [:]) == NSHomeDirectory() + "/.config/course")
    }

    @Test func dataFollowsXDG() {
        #expect(UserFolders.data(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]) == "/data/course")
        #expect(UserFolders.data(environment: ["HOME": "/home/me"]) == "/home/me/.local/share/course")
        #expect(
            UserFolders.data(environment: ["XDG_DATA_HOME": "", "HOME": "/home/me"]) == "/home/me/.local/share/course")
        #expect(UserFolders.data(environment: [:]) == NSHomeDirectory() + "/.local/share/course")
    }

    /// The value is used as written: a trailing slash stays (as the settings and log paths always had it).
    @Test func aFolderIsTakenAsWritten() {
        #expect(UserFolders.data(environment: ["XDG_DATA_HOME": "/data/"]) == "/data//course")
        #expect(UserFolders.config(environment: ["XDG_CONFIG_HOME": "rel"]) == "rel/course")
    }

    @Test func cacheFollowsXDG() {
        #expect(UserFolders.cache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/me"]).path == "/c/course")
        #if os(macOS)
            #expect(UserFolders.cache(environment: ["HOME": "/home/me"]).path == "/home/me/Library/Caches/course")
        #else
            #expect(UserFolders.cache(environment: ["HOME": "/home/me"]).path == "/home/me/.cache/course")
        #endif
    }
}
