/**
 * Every call of the member API, for the route table's completeness check and the OpenAPI document.
 * Browser code calls through `@/lib/api/calls/<area>`, which loads an area's schemas with its first call.
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
import type { Call } from "./define";

export const areas = { auth, customers, site, games, register, resetPassword, requests, memberData, spinWheel, referral, messages, protection };

export const allCalls: Call[] = Object.values(areas).flatMap((area) =>
  Object.values(area).filter((x): x is Call => isCall(x)),
);

function isCall(x: unknown): x is Call {
  return typeof x === "object" && x !== null && "method" in x && "path" in x && "response" in x && "auth" in x;
}
