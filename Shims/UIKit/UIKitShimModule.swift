// A stand-in for Apple's UIKit, built on Linux only as the module UIKitShim (MosaicUIKit sees it
// as UIKit through a module alias), so that MosaicUIKit compiles and is tested
// here. It declares only what MosaicUIKit uses, each declaration as Apple documents it, with
// simple fake behaviour. It is never part of a product and never built on Apple platforms.
// developer.apple.com/documentation/uikit

// Apple's UIKit re-exports Foundation (IndexPath, IndexSet, CGRect, NSCoder, Bundle).
@_exported import Foundation
