import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** The mock backend of QA mode, started by instrumentation.ts inside the Next server. */
export function startQaBackend(): void {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "warn" });
  console.log("[qa] mock backend answering the API (MSW)");
}
