// The Hookline browser extension. Build: `npm run ext:build`; the backend it talks to is fixed at build
// time by WXT_API_URL (default http://localhost:3000) and is the only host it may reach besides the three sites.
import { defineConfig } from "wxt";
import { apiOrigin, hostPermissions } from "./build-settings";

export default defineConfig({
  modules: ["@wxt-dev/module-react"],
  imports: false,
  outDir: process.env.HOOKLINE_EXTENSION_OUT_DIR ?? ".output",
  manifest: () => ({
    name: "Hookline: replies for X, Threads and Instagram",
    short_name: "Hookline",
    permissions: ["storage", "activeTab", "scripting"],
    host_permissions: hostPermissions(),
    action: { default_title: "Hookline" },
  }),
  vite: () => ({ define: { __HOOKLINE_API_URL__: JSON.stringify(apiOrigin()) } }),
  // `npm run ext:dev` rebuilds on change; load extension/.output/chrome-mv3-dev unpacked (README).
  webExt: { disabled: true },
  zip: { artifactTemplate: "hookline-extension-{{version}}-{{browser}}.zip" },
});
