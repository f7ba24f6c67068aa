import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token for a URL or a cookie; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString("base64url");

export const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A base64url token of the length newToken() makes: anything else is refused before touching the database. */
export const looksLikeToken = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
