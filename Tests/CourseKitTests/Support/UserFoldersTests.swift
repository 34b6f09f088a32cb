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
    }

    /// A relative path in any of the variables is invalid and ignored (the XDG Base Directory
    /// specification): the folder under the home folder is used, never one under the current folder.
    @Test func aRelativeFolderIsIgnored() {
        let home = ["HOME": "/home/me"]
        #expect(
            UserFolders.config(environment: home.merging(["XDG_CONFIG_HOME": "rel"]) { $1 })
                == "/home/me/.config/course")
        #expect(
            UserFolders.data(environment: home.merging(["XDG_DATA_HOME": "./d"]) { $1 })
                == "/home/me/.local/share/course")
        #if !os(macOS)
            #expect(
                UserFolders.cache(environment: home.merging(["XDG_CACHE_HOME": "relcache"]) { $1 }).path
                    == "/home/me/.cache/course")
        #endif
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
