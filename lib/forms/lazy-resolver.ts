import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import { loadOnce } from "@/lib/load-once";
import { onFirstInput } from "@/lib/first-input";

type Schema = z.ZodMiniType<FieldValues, FieldValues>;

/**
 * A react-hook-form resolver whose zod schema (with zod and the zod resolver) is not in the page's first load: it is
 * fetched at the person's first tap or key press on the page (onFirstInput), so the first check finds it loaded — and a
 * page that is only loading runs none of it (zod's start-up is a long task). Checked before that, it waits for it.
 * `schema` is `() => import("./form-schemas").then((m) => m.x)`, called once at module scope; the check itself is the
 * schema's, with its Thai messages, as before.
 */
export function lazyResolver<S extends Schema>(schema: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  const load = loadOnce(() =>
    Promise.all([import("@hookform/resolvers/zod"), schema()]).then(([{ zodResolver }, s]) => zodResolver(s as never) as unknown as Loaded),
  );
  if (typeof window !== "undefined") onFirstInput(() => void load().catch(() => undefined));
  return async (values, context, options) => (await load())(values, context, options);
}
