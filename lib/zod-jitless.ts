/**
 * zod 4 compiles object parsers with `new Function` when it can, and finds out whether it can by trying once. Under the
 * site's Content-Security-Policy (no eval) that try is a CSP violation in the browser's report on every page. Off:
 * zod parses without compiling (the forms and API answers it checks are small). Imported first by app/providers.tsx,
 * before anything parses.
 *
 * Set on zod's global config object itself (`globalThis.__zod_globalConfig`, what `z.config()` writes to) rather than
 * through `z.config`: importing zod here would put all of it in every page's first load, pages without a form or an
 * API call included. zod adopts the object when it loads later, and sees the flag when it loaded earlier.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
