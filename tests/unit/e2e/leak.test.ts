// @vitest-environment node
import { describe, expect, it } from "vitest";
import { leaksIn } from "@/e2e/leak";

/** The leak crawl's decoder must find a secret however a URL hides it, or the crawl proves nothing. */
const secrets = { phone: ["0812345678"], password: ["Demo1234"] };
const b64 = (s: string) => Buffer.from(s).toString("base64");
const b64url = (s: string) => Buffer.from(s).toString("base64url");

describe("leaksIn", () => {
  it.each([
    ["plain query", "https://lobby.example/auth?phone=0812345678"],
    ["URI-encoded twice", `https://x.example/?q=${encodeURIComponent(encodeURIComponent("p=Demo1234"))}`],
    ["base64", `https://x.example/?t=${b64('{"phone":"0812345678"}')}`],
    ["base64url", `https://x.example/?t=${b64url('{"password":"Demo1234","status":"login"}')}`],
    ["a JWT payload", `https://x.example/?token=${b64url('{"alg":"HS256"}')}.${b64url('{"sub":"0812345678"}')}.sig`],
    ["the fragment", "https://x.example/#phone=0812345678"],
    ["a path segment", `https://x.example/auth/${b64url("Demo1234")}/go`],
  ])("finds a secret in %s", (_, url) => {
    expect(leaksIn([url], secrets)).toHaveLength(1);
  });

  it("finds nothing in a URL that carries only an opaque token", () => {
    expect(leaksIn(["/demo-provider/h3?token=q5Ew1nJv0pQm8cXW2aZr7sTk"], secrets)).toEqual([]);
  });
});
