// What a page may cost a visitor, in bytes: deterministic, so `npm test` checks them on every build (npm run
// test:budgets) and bench:js prints the same table. Timings are the benchmarks' business, never a test's.

/**
 * First-load JavaScript: the gzip bytes of the scripts a page loads before it is interactive, as a multiple of what
 * an empty App Router page built with the same Next.js loads. `page` is fetched; `route` names it in the build.
 */
export const firstLoadJsBudgets = [
  { page: "/", route: "/", ratio: 1.1 },
  { page: "/blog", route: "/blog", ratio: 1.05 },
  { page: "/blog/ai-copywriting-playbook-2025", route: "/blog/[slug]", ratio: 1.05 },
  { page: "/hello-world", route: "/hello-world", ratio: 1.05 },
  { page: "/this-page-does-not-exist", route: "/_not-found", ratio: 1.05 },
  // Signed-in screens: interactive by nature, and held where they are (their forms and answers still read with zod).
  { page: "/dashboard", route: "/dashboard", ratio: 1.7 },
  { page: "/generator", route: "/generator", ratio: 2.05 },
  { page: "/profile", route: "/profile", ratio: 1.75 },
] as const;

/**
 * The HTML of prerendered pages, as sent (raw) and compressed (gzip), in KB: the markup plus the React Server
 * Components payload inlined for hydration, which repeats the page's content once.
 */
export const htmlBudgets = [
  { page: "/", rawKb: 110, gzipKb: 19.5 },
  { page: "/blog/ai-copywriting-playbook-2025", rawKb: 108, gzipKb: 26 },
] as const;
