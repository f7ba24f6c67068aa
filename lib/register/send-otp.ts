import { api } from "@/lib/api/client";
import { lookupIp } from "@/lib/ip";
import { withChallenge } from "@/lib/security/with-challenge";
import type { PhoneDetails } from "@/stores/register-store";
import { useSessionStore } from "@/stores/session-store";

/**
 * Step 1 of registration, and "ส่งรหัสอีกครั้ง": the same details, with the client IP looked up again (5 s, falls
 * back); under load, with the API's proof of work solved.
 */
export async function sendRegisterOtp(details: PhoneDetails) {
  const session = useSessionStore.getState();
  const { ip } = await lookupIp(session.ip);
  session.setIp(ip);
  return withChallenge((challenge) => api("POST /api/register/phone", { body: { ...details, ip, challenge } }));
}
