// Runs in the browser before any of the app's own modules.
//
// Zod compiles object schemas with `new Function` where a page allows eval, and its test for that (a `new
// Function("")` whose error it catches) is still reported as a Content-Security-Policy violation wherever script-src
// has no 'unsafe-eval', as in production. Zod's jitless setting skips the test and the compilation. It is set on the
// global object z.config() writes to, so that every page does not load Zod just to configure it.
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
