import { readiness } from "@/server/boot/service";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database answers and the job scheduler ticks, else 503 (docs/operations.md). */
export async function GET() {
  const { ready, checks } = await readiness();
  return Response.json({ status: ready ? "ok" : "unavailable", checks }, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
