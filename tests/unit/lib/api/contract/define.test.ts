// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fillPath, matchPath } from "@/lib/api/contract/define";

describe("fillPath", () => {
  it("fills each placeholder", () => {
    expect(fillPath("/api/requests/deposit/{id}/cancel", { id: 7 })).toBe("/api/requests/deposit/7/cancel");
    expect(fillPath("/a/{x}/b/{y}", { x: "one", y: 2 })).toBe("/a/one/b/2");
  });

  it("leaves a path without placeholders alone", () => {
    expect(fillPath("/api/login", undefined)).toBe("/api/login");
  });

  it("encodes values so they cannot add segments or a query", () => {
    expect(fillPath("/api/customers/{product}", { product: "../admin?x=1#y" })).toBe("/api/customers/..%2Fadmin%3Fx%3D1%23y");
  });

  it.each([
    ["no params", undefined],
    ["the param missing", { other: 1 }],
    ["null", { id: null }],
    ["empty string", { id: "" }],
  ])("throws with %s", (_label, params) => {
    expect(() => fillPath("/api/requests/deposit/{id}/cancel", params)).toThrow(/missing path parameter id/);
  });

  it("keeps 0 (a present value)", () => {
    expect(fillPath("/x/{n}", { n: 0 })).toBe("/x/0");
  });
});

describe("matchPath", () => {
  it("returns the decoded parameters of a match", () => {
    expect(matchPath("/api/requests/deposit/{id}/cancel", "/api/requests/deposit/42/cancel")).toEqual({ id: "42" });
    expect(matchPath("/api/customers/{product}", "/api/customers/hack%2Dslot")).toEqual({ product: "hack-slot" });
  });

  it("returns {} for a static template that matches", () => {
    expect(matchPath("/api/login", "/api/login")).toEqual({});
  });

  it("returns null when the path differs", () => {
    expect(matchPath("/api/login", "/api/logout")).toBeNull();
    expect(matchPath("/api/login", "/api/login/")).toBeNull();
    expect(matchPath("/api/customers/{product}", "/api/customers/slot/extra")).toBeNull();
    expect(matchPath("/api/customers/{product}", "/api/customers/")).toBeNull();
  });

  it("treats template characters literally (a dot is not a wildcard)", () => {
    expect(matchPath("/api/site.info", "/api/siteXinfo")).toBeNull();
  });

  it("returns null for a malformed escape such as %E0", () => {
    expect(matchPath("/api/customers/{product}", "/api/customers/%E0")).toBeNull();
  });

  it("round-trips with fillPath", () => {
    const template = "/api/things/{name}/{id}";
    const params = { name: "ก ข/ค?", id: "7" };
    expect(matchPath(template, fillPath(template, params))).toEqual(params);
  });
});
