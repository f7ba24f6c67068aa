// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../scripts/openapi-document";

describe("docs/openapi.json", () => {
  it("is the document the contract makes now (after changing the contract: npm run openapi, and commit both)", () => {
    const committed = JSON.parse(readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
