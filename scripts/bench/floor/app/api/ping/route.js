// The floor of an API call: a route handler that reads the cookie header and answers a small JSON body, with nothing
// else in the way. `npm run bench` loads it next to the member's profile poll.
export const dynamic = "force-dynamic";

export function GET(request) {
  const cookie = request.headers.get("cookie") ?? "";
  return Response.json({ code: 0, data: { credit: "0.00", cookieBytes: cookie.length } }, { headers: { "cache-control": "no-store" } });
}
