// `npm run qa-backend`: QA mode's made-up operator backend on QA_BACKEND_PORT (default 3199) of 127.0.0.1, for the
// QA e2e pass (playwright.config.ts starts it) or by hand beside `API_BASE_URL=http://127.0.0.1:3199 npm run dev`.
import { startQaBackend } from "../tests/msw/qa-backend";

startQaBackend(Number(process.env.QA_BACKEND_PORT ?? 3199));
