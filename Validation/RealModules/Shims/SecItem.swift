// Shim (compiled into the module): the Security framework's keychain item API (SecItemAdd & co.,
// the kSec attribute names, the CoreFoundation types it is declared with), which is not on
// Linux. Type-checking only: nothing is stored; every call fails with errSecItemNotFound.
// The CoreFoundation type names are public (a module may declare public API with them). Use
// it with OSStatus.swift (the OSStatus type).
import Foundation

public typealias CFTypeRef = AnyObject
public typealias CFDictionary = NSDictionary
public typealias CFString = String  // so that both [CFString: Any] and `kSecClass as String` work

let errSecSuccess: OSStatus = 0
let errSecItemNotFound: OSStatus = -25300
let errSecDuplicateItem: OSStatus = -25299
let errSecInteractionNotAllowed: OSStatus = -25308

let kSecClass: CFString = "class"
let kSecClassGenericPassword: CFString = "genp"
let kSecAttrService: CFString = "svce"
let kSecAttrAccount: CFString = "acct"
let kSecAttrAccessible: CFString = "pdmn"
let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
let kSecAttrAccessGroup: CFString = "agrp"
let kSecValueData: CFString = "v_Data"
let kSecReturnData: CFString = "r_Data"
let kSecReturnAttributes: CFString = "r_Attributes"
let kSecMatchLimit: CFString = "m_Limit"
let kSecMatchLimitOne: CFString = "m_LimitOne"
let kSecAttrIsInvisible: CFString = "invi"
let kSecUseDataProtectionKeychain: CFString = "nleg"
let kSecAttrSynchronizable: CFString = "sync"

func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { errSecItemNotFound }
func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { errSecItemNotFound }
func SecItemDelete(_ query: CFDictionary) -> OSStatus { errSecItemNotFound }
func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { errSecItemNotFound }
func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? { nil }
