import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import type { CallRef } from "@/lib/api/call-ref";
import { loadOnce } from "@/lib/load-once";
import { whenIdle } from "@/lib/when-idle";

type Schema = z.ZodMiniType<FieldValues, FieldValues>;

/**
 * A react-hook-form resolver whose zod schema (with zod and the zod resolver) is not in the page's first load: it is
 * fetched when the browser is first idle after the form's module runs, together with the contracts of the calls the
 * form submits to (`calls`), so the first check and the first submit find them loaded. Checked before that, it waits
 * for them. `schema` is `() => import("./form-schemas").then((m) => m.x)`, called once at module scope; the check
 * itself is the schema's, with its Thai messages, as before.
 */
export function lazyResolver<S extends Schema>(schema: () => Promise<S>, ...calls: CallRef[]): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  const load = loadOnce(() =>
    Promise.all([import("@hookform/resolvers/zod"), schema()]).then(([{ zodResolver }, s]) => zodResolver(s as never) as unknown as Loaded),
  );
  if (typeof window !== "undefined") whenIdle(() => [load, ...calls.map((c) => c.load)].forEach((l) => void l().catch(() => undefined)));
  return async (values, context, options) => (await load())(values, context, options);
}
