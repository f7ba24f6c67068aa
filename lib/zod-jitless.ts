import { z } from "zod";

/**
 * zod 4 compiles object parsers with `new Function` when it can, and finds out whether it can by trying once. Under the
 * site's Content-Security-Policy (no eval) that try is a CSP violation in the browser's report on every page. Off:
 * zod parses without compiling (the forms and API answers it checks are small). Imported first by app/providers.tsx,
 * before anything parses.
 */
z.config({ jitless: true });
