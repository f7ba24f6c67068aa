// Writes the member API contract as an OpenAPI 3.1 document: `npm run openapi [-- out.json]`.
// By default docs/openapi.json, which is committed: run it after changing the contract and commit both.
import fs from "node:fs";
import { openApiDocument } from "./openapi-document";

const doc = openApiDocument();
const out = process.argv[2] ?? "docs/openapi.json";
fs.writeFileSync(out, JSON.stringify(doc, null, 2) + "\n");
console.log(`wrote ${out}: ${Object.keys(doc.paths).length} paths`);
