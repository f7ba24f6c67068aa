import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { fileURLToPath } from "node:url";

/** Files are kebab-case (Next's special files — page, layout, route, [param] folders — already are). */
const kebabCase = {
  meta: { type: "suggestion", messages: { name: "File names are kebab-case: {{name}}" } },
  create(context) {
    const base = context.filename.split(/[\\/]/).pop() ?? "";
    const stem = base.replace(/\.(test|spec|module|config|d)?\.?(tsx?|mts|mjs|css)$/, "").replace(/\.(test|spec)$/, "");
    return {
      Program(node) {
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem) && !/^\[.*\]$/.test(stem)) {
          context.report({ node, messageId: "name", data: { name: base } });
        }
      },
    };
  },
};

const serverImport = {
  group: ["@/server", "@/server/*", "**/server/*"],
  message: "Only app/ and server/ may import server/ (docs/architecture.md#layers).",
};

/** Classic zod cannot be tree-shaken (its methods live on prototypes): code that can reach the browser uses zod/mini. */
const classicZod = ["zod", "zod/v4", "zod/v3"].map((name) => ({
  name,
  message: 'Code that can reach the browser imports "zod/mini" (tree-shakable); classic zod stays in server/ and scripts/.',
}));

/** The whole message object pulls every section into a browser chunk: code outside app/ and server/ imports its sections. */
const wholeMessages = {
  name: "@/lib/i18n/th",
  message: 'Import the sections you show from "@/lib/i18n/th/<section>" (a page ships only its own words); the whole `th` is for app/ and server/.',
};

/** react-hot-toast loads with the first toast (lib/toast.ts), not with every page that may show one; <Toaster> is lazy. */
const eagerToast = {
  name: "react-hot-toast",
  importNames: ["default", "toast"],
  message: 'Show toasts with `import { toast } from "@/lib/toast"`: it loads react-hot-toast with the first toast, not with the page.',
};

/** next/link prefetches every link on screen; ours prefetches on intent (components/ui/link.tsx). */
const viewportPrefetch = {
  name: "next/link",
  message: 'Use `import { Link } from "@/components/ui/link"`: it prefetches a route when the link is pointed at, not when it is on screen.',
};

/**
 * Components reach the API through hooks only: reads in lib/<feature>/queries.ts, each change in its own hook in
 * lib/<feature>/mutations.ts (its call, its Idempotency-Key, the cache keys it invalidates). None calls the client or
 * touches the query cache itself.
 */
const directCalls = [
  {
    name: "@/lib/api/client",
    importNames: ["api", "createApiClient"],
    message: "Components call the API through a hook: lib/<feature>/queries.ts for reads, lib/<feature>/mutations.ts for changes (one hook per mutation).",
  },
  {
    name: "@tanstack/react-query",
    importNames: ["useMutation"],
    message: "A mutation is a hook of its own in lib/<feature>/mutations.ts (useMutation with its call, its keys to invalidate and its errors); the component calls that hook.",
  },
];
const cacheWrites = {
  selector: "CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|refetchQueries|resetQueries|removeQueries)$/]",
  message: "Components do not write the query cache: the mutation hook (lib/<feature>/mutations.ts) invalidates through the query factories' keys.",
};

/**
 * The server's layers; imports point down, never up (checked by `layers` below):
 *   entry   server/api (the router, the BFF, the forwarder, the demo provider's HTTP face) and server/forms (the
 *           no-JavaScript form posts, through the BFF): only app/, scripts and tests import them.
 *   boot    server/boot: opens the database, migrates it and runs the seed, which writes through domain code.
 *   domain  every other folder of server/ (accounts, activity, auth, customers, games, messages, ops, otp, protection,
 *           provider, referral, security, site, sms, wallet): handed the database; they may import each other as
 *           long as no file ends up in a circle.
 *   base    server/db, server/http, server/observability, server/env.ts: import lib/ and each other only.
 * lib/ is below all of them. No module of app, components, lib, server or stores is part of an import circle
 * (`import/no-cycle`, which skips type-only imports; tests/unit/import-cycles.test.ts counts those too).
 */
const entryLayer = ["./server/api", "./server/forms"];
const baseLayer = ["./server/db", "./server/http", "./server/observability", "./server/env.ts"];
const layers = {
  basePath: fileURLToPath(new URL(".", import.meta.url)),
  zones: [
    {
      target: ["./server/!(api|forms)/**", "./server/*.ts"],
      from: entryLayer,
      message: "server/api and server/forms are entry points for app/: a domain module throws HttpError (server/http/errors) and lets the router answer.",
    },
    {
      target: ["./server/!(api|forms|boot)/**", "./server/*.ts"],
      from: "./server/boot",
      message: "server/boot (the database with its seed) is for entry points: domain code is handed the database.",
    },
    {
      target: baseLayer,
      from: "./server",
      except: ["./db", "./http", "./observability", "./env.ts"],
      message: "server/db, server/http, server/observability and server/env.ts are the base layer: they import lib/ and each other only.",
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "public/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".bench/**", "scripts/bench/floor/.next/**"],
  },
  {
    plugins: { local: { rules: { "kebab-case": kebabCase } } },
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      "local/kebab-case": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["components/**", "lib/**", "stores/**"],
    rules: { "no-restricted-imports": ["error", { paths: [...classicZod, wholeMessages, eagerToast, viewportPrefetch], patterns: [serverImport] }] },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [...classicZod, wholeMessages, eagerToast, viewportPrefetch, ...directCalls], patterns: [serverImport] }],
      "no-restricted-syntax": ["error", cacheWrites],
    },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [viewportPrefetch] }] },
  },
  {
    files: ["lib/toast.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [...classicZod, wholeMessages, viewportPrefetch], patterns: [serverImport] }] },
  },
  {
    files: ["components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [...classicZod, wholeMessages, viewportPrefetch],
          patterns: [
            serverImport,
            { group: ["@/lib/api/*", "@/lib/api/**"], message: "components/ui holds primitives only: no API imports." },
            { group: ["@/components/!(ui)/**", "@/components/!(ui)"], message: "components/ui imports no feature." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "@/components/*", "@/app/*", "@/stores/*"], message: "server/ never imports React, components, app or stores." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "server/**", "stores/**"],
    // Packages are not parsed (a circle through node_modules is not ours, and some bundles overflow the parser).
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["server/**"],
    rules: { "import/no-restricted-paths": ["error", layers] },
  },
];

export default config;
