// Shim (compiled into the module): the Security framework's keychain item API (SecItemAdd & co.,
// the kSec attribute names, the CoreFoundation types it is declared with), which is not on
// Linux. Type-checking only: nothing is stored; every call fails with errSecItemNotFound.
// Use it with OSStatus.swift (the OSStatus type).
import Foundation

typealias CFTypeRef = AnyObject
typealias CFDictionary = NSDictionary

let errSecSuccess: OSStatus = 0
let errSecItemNotFound: OSStatus = -25300
let errSecDuplicateItem: OSStatus = -25299
let errSecInteractionNotAllowed: OSStatus = -25308

let kSecClass = "class"
let kSecClassGenericPassword = "genp"
let kSecAttrService = "svce"
let kSecAttrAccount = "acct"
let kSecAttrAccessible = "pdmn"
let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = "cku"
let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = "aku"
let kSecAttrAccessGroup = "agrp"
let kSecValueData = "v_Data"
let kSecReturnData = "r_Data"
let kSecReturnAttributes = "r_Attributes"
let kSecMatchLimit = "m_Limit"
let kSecMatchLimitOne = "m_LimitOne"

func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { errSecItemNotFound }
func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { errSecItemNotFound }
func SecItemDelete(_ query: CFDictionary) -> OSStatus { errSecItemNotFound }
func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { errSecItemNotFound }
