// The Hookline browser extension. Build: `npm run ext:build` (the Chrome and Firefox zips); the backend it talks to
// is fixed at build time by WXT_API_URL (default http://localhost:3000) and is the only host it may reach besides
// the three sites.
import { defineConfig } from "wxt";

import { apiOrigin, appVersion, extensionName, firefoxSettings, hostPermissions } from "./build-settings";
import { noteBundledSources, repoRoot, sourcesToZip } from "./bundled-sources";
import { storeSafeBundle } from "./store-safe-bundle";

export default defineConfig({
  modules: ["@wxt-dev/module-react"],
  imports: false,
  outDir: process.env.HOOKLINE_EXTENSION_OUT_DIR ?? ".output",
  manifest: ({ browser }) => ({
    name: extensionName,
    short_name: "Hookline",
    version: appVersion(),
    permissions: ["storage", "activeTab", "scripting"],
    host_permissions: hostPermissions(),
    action: { default_title: "Hookline" },
    ...(browser === "firefox" && { browser_specific_settings: firefoxSettings }),
  }),
  vite: () => ({
    define: { __HOOKLINE_API_URL__: JSON.stringify(apiOrigin()) },
    plugins: [storeSafeBundle(), noteBundledSources()],
  }),
  // `npm run ext:dev` rebuilds on change; load extension/.output/chrome-mv3-dev unpacked (README).
  webExt: { disabled: true },
  zip: {
    artifactTemplate: "hookline-extension-{{version}}-{{browser}}.zip",
    sourcesTemplate: "hookline-extension-{{version}}-sources.zip",
    sourcesRoot: repoRoot,
    excludeSources: ["extension/store/**"],
  },
  hooks: {
    "zip:sources:start": (wxt) => {
      wxt.config.zip.includeSources = sourcesToZip();
    },
  },
});
