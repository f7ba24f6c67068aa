import "server-only";
import type { z } from "zod";
import type { Call } from "@/lib/api/contract/define";
import type { DB } from "@/server/db/types";
import type { Session } from "@/server/auth/sessions";

type Out<S> = [NonNullable<S>] extends [z.core.$ZodType] ? z.output<NonNullable<S>> : undefined;
/** What a handler returns: the backend shape when the contract has one (a token grant), else the response. */
type Answer<C extends Call> = C["backendResponse"] extends z.core.$ZodType ? z.input<C["backendResponse"]> : z.input<C["response"]>;

export interface Context<C extends Call = Call> {
  db: DB;
  request: Request;
  /** The client's address as this server sees it. */
  ip: string;
  session: C["auth"] extends false ? Session | null : Session;
}

export interface Input<C extends Call> {
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  body: Out<C["body"]>;
}

export interface Route<C extends Call = Call> {
  call: C;
  handle: (input: Input<C>, ctx: Context<C>) => Promise<Answer<C>>;
  /**
   * The handler checks the bearer token itself, in the same statement as its read (routeCheckingSession): dispatch
   * then looks up no session and hands it none.
   */
  checksSession?: true;
}

/** One row of the route table: a contract call and the one domain function that answers it. */
export function route<C extends Call>(call: C, handle: Route<C>["handle"]): Route {
  return { call, handle } as unknown as Route;
}

/**
 * A row whose handler checks the member's session itself, inside its own database statement (one round trip instead
 * of two: the profile poll). It must answer 401 without a live session, exactly as dispatch would. Only for a call that
 * takes no input, so a 422 can never come before that 401.
 */
export function routeCheckingSession<C extends Call>(
  call: C,
  handle: (input: Input<C>, ctx: Omit<Context<C>, "session">) => Promise<Answer<C>>,
): Route {
  if (call.auth !== true || call.params || call.query || call.body) {
    throw new Error(`${call.method} ${call.path}: only a session call without input may check its own session`);
  }
  return { call, handle, checksSession: true } as unknown as Route;
}
