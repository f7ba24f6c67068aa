import http from "node:http";
import { getResponse } from "msw";
import { handlers } from "./handlers";

/**
 * QA mode's operator backend (docs/testing.md): the MSW handlers answering over real HTTP, in a process of their own,
 * as a backend of the API family answers. Test-only: the site under test (E2E_API=mock) has API_BASE_URL pointed here,
 * and its production build never loads any of this. Started by scripts/qa-backend.ts.
 */
export function startQaBackend(port: number): http.Server {
  const server = http.createServer((req, res) => {
    answer(req).then(
      async (response) => {
        const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) headers["set-cookie"] = cookies;
        res.writeHead(response.status, headers);
        res.end(Buffer.from(await response.arrayBuffer()));
      },
      (e: unknown) => {
        console.error("[qa] a handler failed", e);
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "QA backend: a handler failed" }));
      },
    );
  });
  server.listen(port, "127.0.0.1", () => console.log(`[qa] mock backend on http://127.0.0.1:${port}`));
  return server;
}

async function answer(req: http.IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  }
  const method = req.method ?? "GET";
  const request = new Request(`http://${req.headers.host ?? "qa-backend"}${req.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
  });
  return (await getResponse(handlers, request)) ?? Response.json({ message: `no mock handler for ${method} ${req.url}` }, { status: 404 });
}
