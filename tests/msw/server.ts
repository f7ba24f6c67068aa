import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** MSW for vitest: the default handlers answer like the reference API; tests override per case with server.use. */
export const server = setupServer(...handlers);
