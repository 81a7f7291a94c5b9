// Who a preview shows as the author of the copy: the brand, never "You". The chosen brand voice names it; without
// one, the profile's name does.

export type PreviewAuthor = {
  name: string;
  /** As a platform's handle: letters and digits only, lower case. */
  handle: string;
  /** The monogram standing in for a profile picture. */
  initials: string;
};

const fallbackName = "Your brand";

/** The first letter of each of the first two words ("Pat Example" → "PE"), or "?" when there is none. */
export function monogram(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .filter((letter) => letter !== "")
    .slice(0, 2);
  return letters.length > 0 ? letters.join("").toUpperCase() : "?";
}

function handleOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase();
}

/** The author of every preview: `voiceName` (the brief's brand voice) if set, else `profileName`. */
export function previewAuthor(voiceName: string, profileName: string): PreviewAuthor {
  const name = voiceName.trim() || profileName.trim() || fallbackName;
  return { name, handle: handleOf(name), initials: monogram(name) };
}
