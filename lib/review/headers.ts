// Every answer through a review link, page or API: the token is in its address, so the answer is kept out of search
// engines, out of shared caches and out of the Referer of whatever the reviewer opens next.
export const reviewResponseHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
} as const;
