// A campaign's slug, as `utm_campaign` carries it: lower case, words joined by hyphens. Accents are dropped from
// Latin letters ("Café" → "cafe") so analytics group the spellings together; letters of other scripts are kept as
// they are. A name with no letters or digits at all becomes "campaign".
import { campaignLimits } from "../config/campaigns";

const fallback = "campaign";

export function campaignSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/(?<=[a-z])\p{M}+/giu, "")
    .normalize("NFC")
    .toLocaleLowerCase("en-US")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const cut = Array.from(slug).slice(0, campaignLimits.slugMaxCharacters).join("").replace(/-+$/, "");
  return cut || fallback;
}
