// Which way imports may point, checked by `npm run lint` (dependency-cruiser). See what the graph looks like now with
// `npm run deps:edges`, which folds lib/ into these domains (and their sub-folders), components/ and app/ into their
// folders, and lists any two that import each other.
//
// lib/ is layered. A domain may import its own layer and the layers before it, never a later one:
//
//   foundation  config, env, error codes, storage keys, formatting, the server's and the browser's event lists
//               (lib/events): nothing here imports a later layer (but for one type, below).
//   platform    database, logging, errors, limits, mail, AI providers, the job queue's schema, the user's account
//               record: what every domain runs on.
//   billing     plans, subscriptions and Stripe.
//   usage       the allowance a plan gives and the units spent against it (so it reads billing; billing never
//               reads usage).
//   auth        sign-in, sessions and accounts. Deleting an account cancels its subscription, so auth comes after
//               billing; what billing and usage ask of a user (a confirmed email) is in platform's lib/account.
//   generator   the copy generator; it spends units.
//   features    built on the generator: presets (brand voices), hooks, content plans, campaigns, the library, scoring,
//               API keys, the browser extension's backend, the editor.
//   onboarding  the checklist and its demo (which opens the generator). Features do not call it: they publish what the
//               user did in lib/events/server.ts, which onboarding subscribes to from the server's start.
//   surfaces    what only pages, components, routes and jobs use: the public API and MCP server, the browser's client
//               of the app's routes (it names every domain's answers), housekeeping, the marketing site's helpers
//               (blog, SEO, CSP, analytics, contact, newsletter).
//
// Besides: lib/ never imports the app's pages or components, nothing anywhere imports in a circle (type imports
// count: a cycle of types is still a cycle), and lib/editor keeps its own order (below). A new folder or root file of
// lib/ has to be given a layer here before it may import anything.
//
// components/ has no order of its folders; instead no two folders import each other (`npm run lint` runs
// `scripts/domain-edges.ts --check`, which also holds lib/'s domains, their sub-folders and app/'s folders to it), and
// three folders have a fixed place:
//   ui         the primitive kit every screen draws with: it imports no other folder of components/, no page, and of
//              lib/ only the foundation layer (class names, config, formatting), so a primitive never carries a
//              product rule or a call to the server.
//   ai-form    the AI-form kit the feature screens share (fields, the request and schema-form hooks, results,
//              refusals, copy button, lengths, scores, previews): it stands under every screen that uses it, so it
//              imports only the primitives, notifications, the onboarding status client (progress) and the account
//              and billing notices a refusal shows.
//   generator  the generator screen itself, which the pages and the onboarding demo (the same screen, on a sample
//              brief) show; a feature that needs one of its parts moves that part into ai-form.
const layers = [
  {
    name: "foundation",
    domains: [
      "config",
      "env",
      "build-env",
      "app-error",
      "error-digest",
      "storage-keys",
      "utils",
      "field-errors",
      "format",
      "assert-never",
      "events",
      "retry-after",
    ],
  },
  {
    name: "platform",
    domains: [
      "db",
      "log",
      "input",
      "health",
      "errors",
      "route-id",
      "rate-limit",
      "server",
      "mail",
      "ai",
      "account",
      "jobs",
    ],
  },
  { name: "billing", domains: ["billing"] },
  { name: "usage", domains: ["usage"] },
  { name: "auth", domains: ["auth"] },
  { name: "generator", domains: ["generator"] },
  {
    name: "features",
    domains: ["presets", "hooks", "content-plan", "campaigns", "library", "scoring", "api-keys", "extension", "editor"],
  },
  // A campaign's way out: client review, and hand-off to the schedulers; then the job worker that runs both.
  { name: "launch", domains: ["review", "handoff"] },
  { name: "workers", domains: ["workers"] },
  { name: "onboarding", domains: ["onboarding"] },
  {
    name: "surfaces",
    domains: [
      "api",
      "dashboard",
      "mcp",
      "api-client",
      "housekeeping",
      "marketing",
      "blog",
      "seo",
      "csp",
      "performance",
      "pwa",
      "analytics",
      "contact",
      "newsletter",
    ],
  },
];

// lib/editor is several layers in one folder; each imports only itself and the layers before it:
//   ids        its root files: codebase ids, the owner check, settings, tag kinds, style modifiers, CSS names
//   source     parsing and printing, the ids stamped in a file, the side index
//   helpers    what reads source but never changes it: tailwind/ (the class conversions the mutations use), frame/ (the
//              helper inside the preview frame), loader/ (the Turbopack loader that stamps the ids)
//   mutate     the pure engine: an op and the files' texts in, new texts out
//   changes    the change records and the screen's change runner
//   server     access, files, history and change sets
//   ai         an instruction about one element, turned into change records
const editorLayers = [
  { name: "ids", path: "^lib/editor/[^/]+$" },
  { name: "source", folders: ["source"] },
  { name: "helpers", folders: ["tailwind", "frame", "loader"] },
  { name: "mutate", folders: ["mutate"] },
  { name: "changes", folders: ["changes"] },
  { name: "server", folders: ["server"] },
  { name: "ai", folders: ["ai"] },
];

const editorLayerPath = (layer) => layer.path ?? `^lib/editor/(${layer.folders.join("|")})/`;

const editorLayerRules = editorLayers.slice(0, -1).map((layer, index) => ({
  name: `editor-layer-${layer.name}`,
  comment: `lib/editor's ${layer.name} may import only itself and earlier layers, not ${editorLayers
    .slice(index + 1)
    .map((later) => later.name)
    .join(", ")} (.dependency-cruiser.cjs lists the order)`,
  severity: "error",
  from: { path: editorLayerPath(layer) },
  to: { path: editorLayers.slice(index + 1).map(editorLayerPath) },
}));

/** lib/<domain>/… or lib/<domain>.ts (with its .test.ts). */
const domainPath = (domains) => `^lib/(${domains.join("|")})([./])`;

// A limit's rule has the shape the limiter computes with, and config states the limits: config names that type from
// lib/rate-limit/window.ts, which imports nothing.
const foundationMayImport = "^lib/rate-limit/window\\.ts$";

const layerRules = layers.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} may import only its own layer and earlier ones, not ${layers
    .slice(index + 1)
    .map((later) => later.name)
    .join(", ")} (.dependency-cruiser.cjs lists the order)`,
  severity: "error",
  from: { path: domainPath(layer.domains) },
  to: {
    path: domainPath(layers.slice(index + 1).flatMap((later) => later.domains)),
    ...(layer.name === "foundation" ? { pathNot: foundationMayImport } : {}),
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules that import each other, directly or through others: one of them has to give way",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: "lib-domain-in-a-layer",
      comment:
        "Every folder and root file of lib/ belongs to a layer: add this one to the list in .dependency-cruiser.cjs",
      severity: "error",
      from: { path: "^lib/", pathNot: [domainPath(layers.flatMap((layer) => layer.domains)), "^lib/generated/"] },
      to: {},
    },
    {
      name: "lib-not-ui",
      comment:
        "lib/ is what the pages and components build on: it never imports them (a test may, to check lib against them)",
      severity: "error",
      from: { path: "^lib/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(app|components)/" },
    },
    ...editorLayerRules,
    {
      name: "ui-kit-primitive",
      comment:
        "components/ui is the primitive kit: it imports no other components folder, no page, and of lib/ only the foundation layer (.dependency-cruiser.cjs)",
      severity: "error",
      from: { path: "^components/ui/" },
      to: { path: "^(app|components|lib)/", pathNot: ["^components/ui/", domainPath(layers[0].domains)] },
    },
    {
      name: "ai-form-kit-under-screens",
      comment:
        "components/ai-form is the kit the feature screens share: it imports only ui, feedback, progress and the account and billing notices, never a screen",
      severity: "error",
      from: { path: "^components/ai-form/" },
      to: { path: "^(app|components)/", pathNot: "^components/(ai-form|ui|feedback|progress|account|billing)/" },
    },
    {
      name: "generator-is-a-screen",
      comment:
        "components/generator is the generator screen, shown by pages and the onboarding demo; a part other features need belongs in components/ai-form",
      severity: "error",
      from: { path: "^components/", pathNot: "^components/(generator|onboarding)/" },
      to: { path: "^components/generator/" },
    },
  ],
  options: {
    // The `@/` alias.
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count too.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: ["(^|/)node_modules/", "^lib/generated/", "(^|/)(__)?fixtures(__)?/", "^extension/\\.(output|wxt)/"],
    },
  },
};
