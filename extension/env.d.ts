/** The backend origin, fixed at build time from WXT_API_URL (wxt.config.ts). */
declare const __HOOKLINE_API_URL__: string;
