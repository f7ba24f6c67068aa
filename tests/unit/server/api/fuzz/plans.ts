import fc from "fast-check";
import type { Target } from "./targets";

/** Strings an attacker sends: NUL and lone surrogates inside text, number-like text, markup, very long text. */
const hostileString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom("\u0000", "\ud800", "\udfff", "\udbff\u0000", "a\ud83d", "\ude00b"), fc.string({ maxLength: 8 }))
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 2, arbitrary: fc.constantFrom("", " ", " 5", "5 ", "0x10", "1e3", "NaN", "-1", "Infinity", "๑๒๓", "100.001", "1,000", "<script>x</script>", "' OR 1=1--", "%00", "\\u0000") },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => "9".repeat(n)) },
);

/** Numbers an attacker sends: zero, negatives, fractions of a satang, past every limit and past int4/int8. */
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.001, 0.1 + 0.2, 100.005, 1e20, 1e308, 2 ** 31, 2 ** 53 + 2, 5e-324, 99_999_999_999, -1e20),
  fc.double(),
  fc.integer(),
);

/** Arrays and objects nested deep enough to trouble a recursive walker, within the body cap. */
const deep = fc.integer({ min: 50, max: 4000 }).map((n) => JSON.parse("[".repeat(n) + "]".repeat(n)) as unknown);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, [5], [], {}, ["a"], { a: { b: "\u0000" } }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: "binary" }) },
  { weight: 1, arbitrary: deep },
);

/** What goes in the body, decided before the request is built (the sample needs the world's current state). */
export type BodyPlan =
  | { kind: "sample" }
  | { kind: "mutate"; pick: number; value: unknown }
  | { kind: "drop"; pick: number }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "huge"; bytes: number; declared: boolean };

const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "sample" as const }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("mutate" as const), pick: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("extra" as const), key: fc.oneof(fc.string({ unit: "binary", maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "bypass_otp", "is_admin")), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("json" as const), value: fc.oneof(hostileValue, fc.constantFrom<unknown>(null, [], "text", 7, [{}])) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("raw" as const), text: fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.constantFrom("", "{", "{\"a\":", "nul", "\u0000", "{\"amount\": 1e999}", '{"a":"\\ud800"}', '{"a":"\\u0000"}')) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("huge" as const), bytes: fc.integer({ min: 64 * 1024 - 64, max: 300_000 }), declared: fc.boolean() }) },
);

/** A path parameter: a valid one, or junk (escapes, NUL, a surrogate's UTF-8, out-of-range and very long numbers). */
const paramPlan = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom("%00", "%E0", "%ED%A0%80", "..%2F..", "-1", "0", "1e3", "0x10", "2147483648", "99999999999999999999", "%20", "a%2Fb", "%F0%9F%98%80"),
      fc.integer({ min: 200, max: 10_000 }).map((n) => "a".repeat(n)),
      fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
    ),
  },
);

/** Odd endings of a path, or a query string of junk. */
const pathTwist = fc.oneof(
  { weight: 8, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("/", "//", "/x", "/%00", "/..", "/.", "?", "#x", "/%E0%A4") },
);
const queryJunk = fc.oneof(
  { weight: 6, arbitrary: fc.constant<[string, string][]>([]) },
  { weight: 2, arbitrary: fc.array(fc.tuple(fc.constantFrom("phone", "type", "id", "token", "x", "__proto__", "limit", "cursor"), hostileString), { maxLength: 3 }) },
);

export interface Plan {
  target: Target;
  method: string;
  body: BodyPlan;
  params: (string | null)[];
  twist: string;
  query: "sample" | "none";
  junk: [string, string][];
  session: "right" | "none" | "junk" | "other";
  origin: "same" | "cross" | "none" | "null";
  contentType: string | null;
  idempotency: "none" | "fresh" | "fixed" | "long";
  signature: "good" | "none" | "bad" | "stale";
}

const OTHER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"];

export function planFor(targets: Target[]): fc.Arbitrary<Plan> {
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(target.method) }, { weight: 2, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
      body: target.sample ? bodyPlan : fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: "sample" as const }) }, { weight: 1, arbitrary: bodyPlan }),
      params: fc.array(paramPlan, { minLength: 2, maxLength: 2 }),
      twist: pathTwist,
      query: fc.constantFrom("sample" as const, "sample" as const, "none" as const),
      junk: queryJunk,
      session: fc.constantFrom("right" as const, "right" as const, "right" as const, "none" as const, "junk" as const, "other" as const),
      origin: fc.oneof({ weight: 12, arbitrary: fc.constant("same" as const) }, { weight: 1, arbitrary: fc.constantFrom("none" as const, "cross" as const, "null" as const) }),
      contentType: fc.constantFrom("application/json", "application/json", "application/json", "text/plain", "application/x-www-form-urlencoded", null),
      idempotency: fc.constantFrom("none" as const, "none" as const, "fresh" as const, "fixed" as const, "long" as const),
      signature: fc.constantFrom("good" as const, "good" as const, "good" as const, "none" as const, "bad" as const, "stale" as const),
    }),
  );
}
