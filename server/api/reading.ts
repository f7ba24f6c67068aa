import "server-only";

/**
 * An answer's two shapes. On the wire it stays as the API family sends it (money as "1250.00", flags as 1/0), for the
 * family's own clients; the site's pages read it as the contract's schema outputs it (money as numbers, defaults
 * filled). The one place that checks an answer — the dispatcher for the embedded handlers, the forwarder for an
 * operator's backend — keeps what its parse produced here, so the site's pages get it without a second parse.
 */
const readings = new WeakMap<Response, { data: unknown }>();

export function withReading(res: Response, data: unknown): Response {
  readings.set(res, { data });
  return res;
}

/** The contract's reading of a checked answer, as a Response with the same status and headers; others as they are. */
export function asRead(res: Response): Response {
  const reading = readings.get(res);
  if (!reading) return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(reading.data), { status: res.status, headers });
}
