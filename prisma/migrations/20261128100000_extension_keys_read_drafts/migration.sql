-- The extension's history now needs the `library:read` scope: keys issued before it get it, so the extensions
-- already installed keep showing their drafts.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'library:read')
WHERE "kind" = 'extension' AND NOT ('library:read' = ANY("scopes"));
