import { ApiError, firstMessage } from "@/lib/api/errors";
import { authText } from "@/lib/i18n/th/auth";

/** What the member is told when a login fails (wrong credentials → เบอร์โทร, รหัสผ่านไม่ถูกต้อง). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
    return authText.loginFailed;
  }
  return firstMessage(error);
}
