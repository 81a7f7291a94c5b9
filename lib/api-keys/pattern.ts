// Kept apart from the scopes' schemas: the browser extension bundles it, and its content scripts must stay small.

/** The key's shape: "hk_" and 43 URL-safe characters (256 random bits). */
export const apiKeyPattern = /^hk_[A-Za-z0-9_-]{43}$/;
