// Darwin's `os_unfair_lock` (not on Linux), as WalletConnectUtils' UnfairLock uses it; a
// pthread mutex underneath.
import Foundation

struct os_unfair_lock {
    var mutex = pthread_mutex_t()
    init() {}
}
func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    pthread_mutex_lock(&lock.pointee.mutex)
}
func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    pthread_mutex_unlock(&lock.pointee.mutex)
}
