import "server-only";
import type { z } from "zod";
import type { Call } from "@/lib/api/contract/define";
import type { DB } from "@/server/db/client";
import type { Session } from "@/server/auth/sessions";

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;
/** What a handler returns: the backend shape when the contract has one (a token grant), else the response. */
type Answer<C extends Call> = C["backendResponse"] extends z.ZodType ? z.input<C["backendResponse"]> : z.input<C["response"]>;

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
}

/** One row of the route table: a contract call and the one domain function that answers it. */
export function route<C extends Call>(call: C, handle: Route<C>["handle"]): Route {
  return { call, handle } as unknown as Route;
}
