import Foundation

struct Message: Hashable {
    let subject: String
    let body: String
    let receivedAt: Date
}
