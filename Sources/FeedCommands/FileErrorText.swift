import Foundation

/// A file error in the words a person expects ("No such file or directory", "Permission
/// denied"), not Foundation's domain and code.
package enum FileErrorText {
    package static func describe(_ error: any Error) -> String {
        // feedterm's own refusal (a link where a folder should be) says it in its own words.
        if let usage = error as? UsageError { return usage.message }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        }
        if error.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(error.code)))
        }
        return error.localizedDescription
    }
}
