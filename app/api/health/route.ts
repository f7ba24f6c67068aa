export const dynamic = "force-dynamic";

/** Liveness for the front and the orchestrator: the process answers. Touches no database (docs/operations.md). */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
