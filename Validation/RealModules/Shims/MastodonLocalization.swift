// Shim module `MastodonLocalization` (Mastodon's generated `L10n`): only the compose-visibility
// titles the SDK's Status.Visibility shows, as plain English strings. Type-checking only.
public enum L10n {
    public enum Scene {
        public enum Compose {
            public enum Visibility {
                public static let `public` = "Public"
                public static let unlisted = "Unlisted"
                public static let `private` = "Followers only"
                public static let direct = "Only people I mention"
            }
        }
    }
}
