import Foundation

/// The reason a file operation failed, in the words of the system call that failed ("is a
/// directory", "permission denied"). Foundation's own description on Linux is often just
/// "(NSCocoaErrorDomain error 512.)", which names neither the cause nor what to do.
public enum FileErrorReason {
    public static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return posix(Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(underlying.code))
        }
        if let posixError = error as? POSIXError { return posix(posixError.code.rawValue) }
        // Foundation's own codes, for the system's words they stand for.
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return posix(ENOENT)
            case .fileWriteFileExists: return posix(EEXIST)
            case .fileReadNoPermission, .fileWriteNoPermission: return posix(EACCES)
            case .fileWriteOutOfSpace: return posix(ENOSPC)
            case .fileWriteVolumeReadOnly: return posix(EROFS)
            default:
                // Foundation's catch-all codes ("error 256", "error 512") say nothing; the path
                // they name usually does: a directory where a file was meant.
                let path = nsError.userInfo[NSFilePathErrorKey] as? String ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
                var isDirectory: ObjCBool = false
                if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                    if isDirectory.boolValue { return posix(EISDIR) }
                } else if path != nil {
                    return posix(ENOENT)
                }
            }
        }
        return nsError.localizedDescription
    }

    /// The system's words for an `errno` value, starting lower-case as they continue a message.
    public static func describe(errno code: Int32) -> String { posix(code) }

    /// `strerror`, starting lower-case as it continues a message.
    private static func posix(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
