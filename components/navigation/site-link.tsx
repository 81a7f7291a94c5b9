import type { ComponentProps } from "react";

/** Marks the anchors that navigate in place once the page is interactive (soft-navigation.tsx reads it). */
export const softLinkAttribute = "data-soft-link";

type Props = ComponentProps<"a"> & { href: string };

/**
 * A link within the site on the public pages: a plain anchor that works before any JavaScript, which the page's
 * deferred runtime turns into an in-place navigation, as next/link does. next/link itself would add about 3.5 KB
 * gzip to the first load of every page that shows one, and public pages must stay within 5% of an empty page.
 */
export function SiteLink(props: Props) {
  return <a {...{ [softLinkAttribute]: "" }} {...props} />;
}
