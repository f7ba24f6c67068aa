import "server-only";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { bankOf } from "@/lib/banks/banks";
import { ADULT_AGE, ageOn } from "@/lib/api/contract/fields";
import type { registerBankAccountBody, registerOtp, registerPasswordBody, registerPhoneBody } from "@/lib/api/contract/register";
import { th } from "@/lib/i18n/th";
import { HttpError, invalidField, unauthenticated } from "@/server/http/errors";
import { hashPassword } from "@/server/auth/passwords";
import { createSession, revokeSession, type Session } from "@/server/auth/sessions";
import { newAffiliateKey, newReferralKey } from "@/server/customers/referral-key";
import type { DB } from "@/server/db/types";
import { isUniqueViolation } from "@/server/db/errors";
import { members, sessions } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { issueOtp, OTP_TTL_SECONDS, otpError, verifyOtp, voidOtp } from "@/server/otp/otp";
import { admitOtpSend, refusedSend } from "@/server/security/otp-gate";
import { OTP_RESEND_SECONDS, otpSendRules } from "@/server/security/limits";
import { deviceMember, issueDeviceToken } from "@/server/security/device";
import { smsSender } from "@/server/sms/sms";
import { onMemberActivated } from "./activation";
import { log } from "@/server/observability/log";

/** The registration token (between the OTP and the bank account) lives 30 minutes. */
const REGISTRATION_TTL_SECONDS = 1800;

interface Client {
  ip: string;
  userAgent?: string;
  /** The device token this browser holds (server/security/device.ts), if any: whose browser it is. */
  deviceToken?: string | null;
}

const grant = ({ token, expiresIn }: { token: string; expiresIn: number }) => ({
  access_token: token,
  token_type: "bearer",
  expires_in: expiresIn,
});

/** Registration errors also carry a top-level `error`. */
const phoneTaken = () =>
  new HttpError(422, { message: th.accounts.phoneTaken, errors: { phone: [th.accounts.phoneTaken] }, error: th.accounts.phoneTaken });

/** The game username (the family's ufabet_username): `gm` + the phone without its leading 0. */
const usernameFor = (phone: string) => `gm${phone.slice(1)}`;

/** Step 1: the phone and birth date → an OTP by SMS. An active member's phone is refused; a pending one starts over. */
export async function startRegistration(db: DB, body: z.output<typeof registerPhoneBody>, client: Client) {
  // The contract refuses under-20s; checked again here so no other caller can skip it.
  if (ageOn(body.birth_date) < ADULT_AGE) throw invalidField("birth_date", th.validation.underAge);

  const meta: Record<string, string> = { birth_date: body.birth_date };
  if (body.referral_key) meta.referral_key = body.referral_key;
  if (body.affiliate_key) meta.affiliate_key = body.affiliate_key;

  // Limits first and committed even when the phone is taken: asking "is this phone a member?" is limited too, as a
  // probe (server/security/limits.ts): on a per-phone budget of its own, never on the member's own, the number
  // block's or the site's, since it sends nothing.
  const outcome = await db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.phone, body.phone), eq(members.status, "active")))
      .limit(1);
    const rules = otpSendRules(body.phone, client.ip, "register", active ? `register:${body.phone}` : undefined);
    const admission = await admitOtpSend(tx, {
      purpose: "register",
      scope: `register:${body.phone}`,
      ip: client.ip,
      rules,
      solution: body.challenge,
      sender: active ? "probe" : "anonymous",
    });
    if (!admission.ok) return { kind: "refused" as const, admission };
    if (active) return { kind: "taken" as const };
    return { kind: "issued" as const, otp: await issueOtp(tx, { phone: body.phone, purpose: "register", meta, ip: client.ip }) };
  });
  if (outcome.kind === "refused") throw refusedSend(outcome.admission);
  if (outcome.kind === "taken") throw phoneTaken();

  // Sent after the commit: no transaction waits on the SMS gateway. A code that could not be sent stops working.
  try {
    await smsSender().send(db, {
      phone: body.phone,
      text: th.accounts.smsText(outcome.otp.code, OTP_TTL_SECONDS / 60),
      purpose: "register",
    });
  } catch (e) {
    await voidOtp(db, outcome.otp.id);
    if (e instanceof HttpError) throw e;
    log.error({ err: e }, "sms: the registration code was not sent");
    throw new HttpError(503, { message: th.accounts.smsUnavailable });
  }
  return { success: true, resend_in: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
}

/**
 * Step 2: the code → a pending member (new, or the phone's earlier pending one) and a registration session.
 * All in one transaction; a wrong code still counts its attempt (the check returns instead of throwing).
 */
export async function confirmRegistrationOtp(db: DB, body: z.output<NonNullable<typeof registerOtp.body>>, client: Client) {
  const outcome = await db.transaction(async (tx) => {
    const check = await verifyOtp(tx, { phone: body.phone, purpose: "register", code: body.otp });
    if (!check.ok) return check;

    // Either key (the short referral key or the long affiliate key) names the same referrer, whichever field brought it.
    const referrerKey = check.meta.referral_key ?? check.meta.affiliate_key;
    const [referrer] = referrerKey
      ? await tx
          .select({ id: members.id })
          .from(members)
          .where(and(or(eq(members.referralKey, referrerKey), eq(members.affiliateKey, referrerKey)), eq(members.status, "active")))
          .limit(1)
      : [];

    // A pending member for this phone starts over (no password yet); an active one is never touched.
    const [member] = await tx
      .insert(members)
      .values({
        phone: body.phone,
        username: usernameFor(body.phone),
        birthDate: check.meta.birth_date ?? null,
        referralKey: newReferralKey(),
        affiliateKey: newAffiliateKey(),
        referredBy: referrer?.id ?? null,
        status: "pending",
      })
      .onConflictDoUpdate({
        target: members.phone,
        set: {
          birthDate: sql`excluded.birth_date`,
          referredBy: sql`excluded.referred_by`,
          username: sql`excluded.username`,
          passwordHash: null,
        },
        setWhere: eq(members.status, "pending"),
      })
      .returning({ id: members.id });
    if (!member) return { taken: true as const };

    // One registration in flight per phone: an earlier registration token stops working.
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.memberId, member.id), eq(sessions.kind, "registration"), isNull(sessions.revokedAt)));
    const session = await createSession(tx, member.id, {
      kind: "registration",
      ttlSeconds: REGISTRATION_TTL_SECONDS,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { ok: true as const, session };
  });
  if ("taken" in outcome) throw phoneTaken();
  if (!outcome.ok) throw otpError(outcome.reason);
  return grant(outcome.session);
}

/** Step 3: the new member's password (argon2id). */
export async function setRegistrationPassword(db: DB, session: Session, body: z.output<typeof registerPasswordBody>) {
  const passwordHash = await hashPassword(body.password);
  const updated = await db
    .update(members)
    .set({ passwordHash })
    .where(and(eq(members.id, session.memberId), eq(members.status, "pending")))
    .returning({ id: members.id });
  if (updated.length === 0) throw unauthenticated();
  return { success: true };
}

const accountTaken = () => invalidField("account_number", th.accounts.accountTaken);

/** Step 4: the bank account → the member is active, the registration token ends and a member session begins. */
export async function completeRegistration(
  db: DB,
  session: Session,
  body: z.output<typeof registerBankAccountBody>,
  client: Client,
) {
  const [member] = await db
    .select({ phone: members.phone, passwordHash: members.passwordHash, status: members.status })
    .from(members)
    .where(eq(members.id, session.memberId))
    .limit(1);
  if (!member || member.status !== "pending") throw unauthenticated();
  if (body.phone !== member.phone) throw invalidField("phone", th.accounts.phoneMismatch);
  if (!member.passwordHash) throw invalidField("password", th.accounts.passwordNotSet);
  const bank = bankOf(body.bank);
  if (!bank) throw invalidField("bank", th.accounts.bankUnknown);

  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.bank, bank.key), eq(members.accountNumber, body.account_number), ne(members.id, session.memberId)))
        .limit(1);
      if (other) throw accountTaken();
      // The unique index on (bank, account_number) settles a race the check above cannot see.
      const done = await tx
        .update(members)
        .set({ bank: bank.key, accountNumber: body.account_number, name: body.name, line: body.line || null, status: "active" })
        .where(and(eq(members.id, session.memberId), eq(members.status, "pending")))
        .returning({ id: members.id });
      if (done.length === 0) throw unauthenticated();
      await refuseSelfReferral(tx, session.memberId, body.account_number, client.deviceToken);
      await revokeSession(tx, session.id);
      await onMemberActivated(tx, session.memberId);
      const granted = grant(
        await createSession(tx, session.memberId, {
          ttlSeconds: serverEnv().SESSION_TTL_SECONDS,
          ip: client.ip,
          userAgent: client.userAgent,
          // A browser that holds another member's device token: the risk flags read it (server/backoffice/risk.ts).
          deviceMember: deviceMember(client.deviceToken),
        }),
      );
      return { ...granted, device_token: issueDeviceToken(session.memberId) };
    });
  } catch (e) {
    if (isUniqueViolation(e, "members_bank_account_idx")) throw accountTaken();
    throw e;
  }
}

/**
 * Self-referral is refused silently: a new member whose bank account number (digits only) is their referrer's, or
 * who registers in a browser holding the referrer's device token (the referrer logged in there), keeps no referrer.
 * Runs once, as the member becomes active; referred_by is never changed after that.
 */
async function refuseSelfReferral(tx: DB, memberId: number, accountNumber: string, deviceToken?: string | null) {
  const digits = accountNumber.replace(/\D/g, "");
  const device = deviceMember(deviceToken) ?? 0;
  await tx.execute(sql`
    UPDATE members m SET referred_by = NULL FROM members r
    WHERE m.id = ${memberId} AND r.id = m.referred_by
      AND (r.id = m.id OR r.id = ${device} OR regexp_replace(coalesce(r.account_number, ''), '[^0-9]', '', 'g') = ${digits})`);
}
