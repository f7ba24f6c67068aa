/**
 * Every call of the member API, for the route table's completeness check and the OpenAPI document.
 * Code outside server/ names a call by its method and path (lib/api/client.ts), importing none of these.
 */
import * as auth from "./auth";
import * as customers from "./customers";
import * as site from "./site";
import * as games from "./games";
import * as register from "./register";
import * as resetPassword from "./reset-password";
import * as requests from "./requests";
import * as memberData from "./member-data";
import * as spinWheel from "./spin-wheel";
import * as referral from "./referral";
import * as messages from "./messages";
import * as protection from "./protection";
import { matchPath, type Call } from "./define";

export const areas = { auth, customers, site, games, register, resetPassword, requests, memberData, spinWheel, referral, messages, protection };

export const allCalls: Call[] = Object.values(areas).flatMap((area) =>
  Object.values(area).filter((x): x is Call => isCall(x)),
);

function isCall(x: unknown): x is Call {
  return typeof x === "object" && x !== null && "method" in x && "path" in x && "response" in x && "auth" in x;
}

/** The call a request is for: an exact path before a templated one (/api/customers/profile, not …/{product}). */
export function callAt(method: string, path: string): Call | undefined {
  const matches = allCalls.filter((c) => c.method === method && matchPath(c.path, path));
  return matches.find((c) => !c.path.includes("{")) ?? matches[0];
}
