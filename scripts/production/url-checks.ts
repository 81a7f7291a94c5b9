// Every absolute URL a crawler reads from a page, feed or sitemap must name the app's one public origin.
const namespaces =
  /^https?:\/\/(www\.w3\.org|www\.sitemaps\.org|purl\.org|schema\.org|search\.yahoo\.com|www\.google\.com\/schemas)\b/;

function attribute(html: string, tag: string, match: RegExp, name: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags
    .filter((element) => match.test(element))
    .flatMap((element) => {
      const value = new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
      return value ? [value.replace(/&amp;/g, "&")] : [];
    });
}

function jsonLdUrls(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
  const urls: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string" && /^https?:\/\//.test(value) && !namespaces.test(value)) urls.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    // sameAs names the company's profiles on other sites: other origins by design.
    else if (value && typeof value === "object")
      Object.entries(value).forEach(([key, item]) => key !== "sameAs" && walk(item));
  };
  blocks.forEach(walk);
  return urls;
}

/**
 * Checks one answer's absolute URLs against `origin` and returns what was checked (as labels); throws naming the
 * first URL that names another origin, or the kind of URL the answer should have had and had not.
 */
export function checkAbsoluteUrls(page: string, text: string, origin: string): string[] {
  const groups: Record<string, string[]> =
    page.endsWith(".xml") || page.endsWith(".txt")
      ? {
          [page.endsWith(".txt") ? "Sitemap line" : "every URL"]: (text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).filter(
            (url) => !namespaces.test(url),
          ),
        }
      : {
          canonical: attribute(text, "link", /rel="canonical"/, "href"),
          "og:url": attribute(text, "meta", /property="og:url"/, "content"),
          "og:image": attribute(text, "meta", /property="og:image"/, "content"),
          "JSON-LD": jsonLdUrls(text),
        };
  const checked: string[] = [];
  for (const [label, urls] of Object.entries(groups)) {
    if (urls.length === 0) {
      if (label === "JSON-LD" && !page.startsWith("/blog/") && page !== "/") continue;
      throw new Error(`${page}: no ${label} URL found`);
    }
    const stranger = urls.find((url) => new URL(url).origin !== origin);
    if (stranger) throw new Error(`${page}: ${label} names ${stranger}, not ${origin}`);
    checked.push(`${label} (${urls.length})`);
  }
  if (/\blocalhost\b/.test(text)) throw new Error(`${page} mentions localhost`);
  return checked;
}
