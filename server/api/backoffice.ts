import "server-only";
import type { z } from "zod";
import * as bo from "@/lib/api/contract/backoffice";
import { matchPath, type Call } from "@/lib/api/contract/define";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { th } from "@/lib/i18n/th";
import { db } from "@/server/boot/database";
import type { DB } from "@/server/db/types";
import { serverEnv } from "@/server/env";
import { readBody, readJson } from "@/server/http/body";
import { clientIpOf } from "@/server/http/client-ip";
import { COOKIE, readCookie, secureCookies, serializeCookie } from "@/server/http/cookies";
import { HttpError } from "@/server/http/errors";
import { originKind } from "@/server/http/site-origin";
import { checkText } from "@/server/http/text";
import { inRequest, log, requestIdOf } from "@/server/observability/log";
import { PERMISSIONS, allows, type Permission, type StaffActor } from "@/server/backoffice/roles";
import { changeStaff, completeSetup, createStaff, findStaffSession, setupOf, signInStaff, signOutStaff, staffList } from "@/server/backoffice/staff";
import { approveWithdrawal, rejectWithdrawal, withdrawalQueue } from "@/server/backoffice/withdrawals";
import { auditCsv, auditPage } from "@/server/backoffice/audit";
import { closeReview, matchReview, reviewQueue } from "@/server/backoffice/reviews";
import { toBaht, toSatang } from "@/server/wallet/tx";
import { changePayoutRules, readPayoutRules } from "@/server/backoffice/payout-rules";
import * as content from "@/server/backoffice/content";
import { report, reportCsv } from "@/server/backoffice/reports";
import { closeRiskFlag, riskFlagList } from "@/server/backoffice/risk";
import { adjustmentList, approveAdjustment, rejectAdjustment, requestAdjustment } from "@/server/backoffice/adjustments";
import {
  addMemberNote,
  endAllMemberSessions,
  endMemberSession,
  liftMemberTimeout,
  memberDetail,
  memberHistoryPage,
  notifyMemberAsStaff,
  resetMemberTwoFactor,
  searchMembers,
  setMemberSuspended,
} from "@/server/backoffice/members";

type Out<S> = [NonNullable<S>] extends [z.core.$ZodType] ? z.output<NonNullable<S>> : undefined;
interface Input<C extends Call> {
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  body: Out<C["body"]>;
  /** The raw body of a call that takes bytes rather than JSON (a picture's upload). */
  bytes?: Uint8Array;
}
interface StaffRoute {
  call: Call;
  handle: (input: Input<Call>, actor: StaffActor, database: DB) => Promise<unknown>;
}
/** One row of the back office's route table: a call and the one domain function that answers it for the actor. */
const staffRoute = <C extends Call>(call: C, handle: (input: Input<C>, actor: StaffActor, database: DB) => Promise<unknown>): StaffRoute =>
  ({ call, handle }) as unknown as StaffRoute;

const routes: StaffRoute[] = [
  staffRoute(bo.backofficeMe, async (_, actor) => ({ username: actor.username, role: actor.role, permissions: permissionsOf(actor) })),
  staffRoute(bo.backofficeSignOut, async (_, actor, database) => {
    await signOutStaff(database, actor);
    return { success: true };
  }),
  staffRoute(bo.backofficeWithdrawals, async (_, actor, database) => ({
    data: (await withdrawalQueue(database, actor)).map(({ amount_satang, credit_satang, ...rest }) => ({
      ...rest,
      amount: toBaht(amount_satang),
      credit: toBaht(credit_satang),
    })),
  })),
  staffRoute(bo.backofficeApproveWithdrawal, ({ params, body }, actor, database) => approveWithdrawal(database, actor, params.id, body)),
  staffRoute(bo.backofficeRejectWithdrawal, ({ params, body }, actor, database) => rejectWithdrawal(database, actor, params.id, body)),
  staffRoute(bo.backofficeReviews, async (_, actor, database) => ({
    data: (await reviewQueue(database, actor)).map(({ amount_satang, ...rest }) => ({ ...rest, amount: amount_satang === null ? null : toBaht(amount_satang) })),
  })),
  staffRoute(bo.backofficeMatchReview, ({ params, body }, actor, database) => matchReview(database, actor, params.id, { depositId: body.deposit_id })),
  staffRoute(bo.backofficeCloseReview, ({ params, body }, actor, database) => closeReview(database, actor, params.id, body)),
  staffRoute(bo.backofficeStaff, async (_, actor, database) => ({ data: await staffList(database, actor) })),
  staffRoute(bo.backofficeCreateStaff, async ({ body }, actor, database) => {
    const made = await createStaff(database, actor, body);
    return { id: made.id, setup_code: made.setupCode! };
  }),
  staffRoute(bo.backofficeChangeStaff, async ({ params, body }, actor, database) => {
    const changed = await changeStaff(database, actor, params.id, body);
    return { state: changed.state, setup_code: changed.setupCode };
  }),
  staffRoute(bo.backofficePayoutRules, async (_, actor, database) => {
    const rules = await readPayoutRules(database, actor);
    return { auto: rules.auto, max: rules.maxSatang / 100, daily_max: rules.dailyMaxSatang / 100, provider: rules.provider };
  }),
  staffRoute(bo.backofficeChangePayoutRules, async ({ body }, actor, database) => {
    const rules = await changePayoutRules(database, actor, { auto: body.auto, maxSatang: toSatang(body.max), dailyMaxSatang: toSatang(body.daily_max) });
    return { auto: rules.auto, max: rules.maxSatang / 100, daily_max: rules.dailyMaxSatang / 100 };
  }),
  staffRoute(bo.backofficeAudit, ({ query }, actor, database) =>
    auditPage(database, actor, { action: query.action || undefined, staff: query.staff || undefined, before: query.cursor }),
  ),
  staffRoute(bo.backofficePromotions, async (_, actor, database) => ({
    data: (await content.promotionList(database, actor)).map(({ max_bonus_satang, min_deposit_satang, ...rest }) => ({
      ...rest,
      max_bonus: toBaht(max_bonus_satang),
      min_deposit: toBaht(min_deposit_satang),
    })),
  })),
  staffRoute(bo.backofficeCreatePromotion, ({ body }, actor, database) =>
    content.createPromotion(database, actor, {
      name: body.name,
      bonusPercent: body.bonus_percent,
      maxBonus: body.max_bonus,
      minDeposit: body.min_deposit,
      turnover: body.turnover,
      firstDepositOnly: body.first_deposit_only,
      note: body.note,
    }),
  ),
  staffRoute(bo.backofficeEditPromotion, ({ params, body }, actor, database) => content.editPromotion(database, actor, params.id, body)),
  staffRoute(bo.backofficePromotionActive, ({ params, body }, actor, database) => content.setPromotionActive(database, actor, params.id, body.active)),
  staffRoute(bo.backofficeBanners, async (_, actor, database) => ({ data: await content.bannerList(database, actor) })),
  staffRoute(bo.backofficeCreateBanner, ({ body }, actor, database) => content.createBanner(database, actor, body)),
  staffRoute(bo.backofficeEditBanner, ({ params, body }, actor, database) => content.editBanner(database, actor, params.id, body)),
  staffRoute(bo.backofficeMoveBanner, ({ params, body }, actor, database) => content.moveBanner(database, actor, params.id, body.direction)),
  staffRoute(bo.backofficeBannerActive, ({ params, body }, actor, database) => content.setBannerActive(database, actor, params.id, body.active)),
  staffRoute(bo.backofficeUploadMedia, ({ bytes }, actor, database) => content.uploadMedia(database, actor, bytes!)),
  staffRoute(bo.backofficeNotices, (_, actor, database) => content.noticeList(database, actor)),
  staffRoute(bo.backofficePreviewHtml, async ({ body }, actor) => content.previewHtml(actor, body.html)),
  staffRoute(bo.backofficeAddNews, ({ body }, actor, database) => content.addNewsItem(database, actor, body)),
  staffRoute(bo.backofficeRemoveNews, ({ params }, actor, database) => content.removeNewsItem(database, actor, params.id)),
  staffRoute(bo.backofficeSetMaintenance, ({ body }, actor, database) => content.setMaintenanceNotice(database, actor, body)),
  staffRoute(bo.backofficeClearMaintenance, (_, actor, database) => content.clearMaintenanceNotice(database, actor)),
  staffRoute(bo.backofficeReport, async ({ query }, actor, database) =>
    bahtOf(await report(database, actor, { from: query.from || undefined, to: query.to || undefined })),
  ),
  staffRoute(bo.backofficeRiskFlags, async ({ query }, actor, database) => ({
    data: (await riskFlagList(database, actor, { closed: query.status === "closed" })).map((f) => ({ ...f, evidence: bahtOf(f.evidence) })),
  })),
  staffRoute(bo.backofficeCloseRiskFlag, ({ params, body }, actor, database) => closeRiskFlag(database, actor, params.id, body)),
  staffRoute(bo.backofficeMemberSearch, async ({ query }, actor, database) => ({ data: await searchMembers(database, actor, query.q) })),
  staffRoute(bo.backofficeMember, async ({ params }, actor, database) => {
    const { credit_satang, wallet_satang, hold_satang, requests, ledger, bonuses, turnover, ...rest } = await memberDetail(database, actor, params.id);
    return {
      ...rest,
      credit: toBaht(credit_satang),
      wallet: toBaht(wallet_satang),
      hold: toBaht(hold_satang),
      requests: inBaht(requests),
      ledger: inBaht(ledger),
      bonuses: bonuses.map(({ amount_satang, turnover_satang, ...b }) => ({ ...b, amount: toBaht(amount_satang), turnover: toBaht(turnover_satang) })),
      turnover: { target: toBaht(turnover.target_satang), required: toBaht(turnover.required_satang), left: toBaht(turnover.left_satang) },
    };
  }),
  staffRoute(bo.backofficeMemberHistory, async ({ params, query }, actor, database) =>
    inBaht(await memberHistoryPage(database, actor, params.id, { kind: query.kind, before: query.cursor })),
  ),
  staffRoute(bo.backofficeEndMemberSession, ({ params }, actor, database) => endMemberSession(database, actor, params.id, params.session_id)),
  staffRoute(bo.backofficeEndMemberSessions, ({ params }, actor, database) => endAllMemberSessions(database, actor, params.id)),
  staffRoute(bo.backofficeAddMemberNote, ({ params, body }, actor, database) => addMemberNote(database, actor, params.id, body)),
  staffRoute(bo.backofficeSuspendMember, ({ params, body }, actor, database) => setMemberSuspended(database, actor, params.id, { suspended: true, reason: body.reason })),
  staffRoute(bo.backofficeUnsuspendMember, ({ params, body }, actor, database) =>
    setMemberSuspended(database, actor, params.id, { suspended: false, reason: body.reason }),
  ),
  staffRoute(bo.backofficeResetMemberTwoFactor, ({ params, body }, actor, database) => resetMemberTwoFactor(database, actor, params.id, body)),
  staffRoute(bo.backofficeNotifyMember, ({ params, body }, actor, database) => notifyMemberAsStaff(database, actor, params.id, body)),
  staffRoute(bo.backofficeLiftMemberTimeout, ({ params, body }, actor, database) => liftMemberTimeout(database, actor, params.id, body)),
  staffRoute(bo.backofficeAdjustments, async (_, actor, database) => {
    const list = await adjustmentList(database, actor);
    return { data: list.data.map(({ amount_satang, ...rest }) => ({ ...rest, amount: toBaht(amount_satang) })), four_eyes: toBaht(list.four_eyes_satang) };
  }),
  staffRoute(bo.backofficeRequestAdjustment, ({ body }, actor, database) =>
    requestAdjustment(database, actor, { phone: body.phone, type: body.type, amountSatang: toSatang(body.amount), reason: body.reason }),
  ),
  staffRoute(bo.backofficeApproveAdjustment, ({ params }, actor, database) => approveAdjustment(database, actor, params.id)),
  staffRoute(bo.backofficeRejectAdjustment, ({ params, body }, actor, database) => rejectAdjustment(database, actor, params.id, body)),
];

/** Money on the wire is baht: every `x_satang` field becomes `x` in baht (nested objects and lists too); the rest stays. */
function bahtOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bahtOf);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => (k.endsWith("_satang") && typeof v === "number" ? [k.slice(0, -"_satang".length), toBaht(v)] : [k, bahtOf(v)])),
  );
}

/** A page of a member's requests or ledger lines with the amounts in baht. */
const inBaht = <T extends { amount_satang: number }>(page: { data: T[]; next_cursor: number | null }) => ({
  data: page.data.map(({ amount_satang, ...rest }) => ({ ...rest, amount: toBaht(amount_satang) })),
  next_cursor: page.next_cursor,
});

/** The back office's pages: who the staff cookie names, and what their role may do; null without a live session. */
export async function staffOfPage(token: string | null): Promise<{ username: string; role: StaffActor["role"]; permissions: Permission[] } | null> {
  // No cookie, or operator mode (no back office here): nothing to look up, and no database to open for it.
  if (!token || serverEnv().API_BASE_URL) return null;
  const actor = await findStaffSession(await db(), token, "");
  return actor ? { username: actor.username, role: actor.role, permissions: permissionsOf(actor) } : null;
}

const permissionsOf = (actor: StaffActor) => (Object.keys(PERMISSIONS) as Permission[]).filter((p) => allows(actor.role, p));

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The staff session cookie: HttpOnly, SameSite=Strict; kept at most a working day, while 15 idle minutes end the session on the server. */
const STAFF_COOKIE_MAX_AGE = 12 * 3600;
const staffCookie = (token: string, maxAge: number) =>
  serializeCookie(COOKIE.staff, token, { maxAge, httpOnly: true, secure: secureCookies(), sameSite: "Strict" });

/**
 * Every `/api/backoffice/*` call (app/api/backoffice/[...path]/route.ts). Staff act from the site's own pages only:
 * a state change needs the site's Origin, the session is the staff cookie alone (never a member's cookie or an
 * Authorization header), and in operator mode there is no back office here (the operator's backend has its own).
 */
export function handleBackoffice(request: Request): Promise<Response> {
  return inRequest(requestIdOf(request), async () => {
    try {
      return await answer(request);
    } catch (e) {
      if (e instanceof HttpError) return e.toResponse();
      log.error({ err: e }, "backoffice: unexpected error");
      return Response.json({ message: th.api.unexpected }, { status: 500 });
    }
  });
}

async function answer(request: Request): Promise<Response> {
  if (serverEnv().API_BASE_URL) return Response.json({ message: th.backoffice.notHere }, { status: 404 });
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === bo.AUDIT_EXPORT_PATH) return auditExport(request, url);
  if (path === bo.REPORT_EXPORT_PATH) return reportExport(request, url);
  const matching = bo.backofficeCalls.filter((c) => matchPath(c.path, path));
  if (matching.length === 0) return Response.json({ message: th.api.notFound }, { status: 404 });
  const call = matching.find((c) => c.method === request.method);
  if (!call) return Response.json({ message: th.api.methodNotAllowed }, { status: 405, headers: { Allow: matching.map((c) => c.method).join(", ") } });
  if (UNSAFE.has(request.method) && originKind(request) !== "site") return Response.json({ message: th.api.forbiddenOrigin }, { status: 403 });

  const database = await db();
  const ip = clientIpOf(request);
  if (call.auth === false) return answerPublic(call, request, database, ip);

  // Who is calling before what they sent: without a live staff session, 401 whatever the body.
  const actor = await findStaffSession(database, readCookie(request, COOKIE.staff), ip);
  if (!actor) {
    return Response.json({ message: th.backoffice.sessionEnded }, { status: 401, headers: { "set-cookie": staffCookie("", 0) } });
  }
  const route = routes.find((r) => r.call === call)!;
  const params = call.params ? parse(call.params, matchPath(call.path, path)) : undefined;
  const query = call.query ? parse(call.query, Object.fromEntries(url.searchParams)) : undefined;
  const body = call.body ? parse(call.body, await readJson(request)) : undefined;
  const bytes = call === bo.backofficeUploadMedia ? await uploadedBytes(request) : undefined;
  const result = await route.handle({ params, query, body, bytes } as Input<Call>, actor, database);
  const checked = call.response.safeParse(result);
  if (!checked.success) {
    log.error({ call: `${call.method} ${call.path}`, issues: checked.error.issues }, "backoffice: an answer outside its contract");
    return Response.json({ message: th.api.unexpected }, { status: 500 });
  }
  const ended = call === bo.backofficeSignOut ? { "set-cookie": staffCookie("", 0) } : undefined;
  return Response.json(result, { headers: ended });
}

/** The calls before a session: signing in, and a new account's setup link (both end with the session's cookie). */
async function answerPublic(call: Call, request: Request, database: DB, ip: string): Promise<Response> {
  const signedIn = ({ token, actor }: { token: string; actor: StaffActor }) =>
    Response.json({ username: actor.username, role: actor.role }, { headers: { "set-cookie": staffCookie(token, STAFF_COOKIE_MAX_AGE) } });
  const raw = await readJson(request);
  if (call === bo.backofficeSignIn) return signedIn(await signInStaff(database, { ...parse(bo.backofficeSignIn.body, raw), ip }));
  if (call === bo.backofficeSetupInspect) return Response.json(await setupOf(database, parse(bo.backofficeSetupInspect.body, raw).code, ip));
  const body = parse(bo.backofficeSetup.body, raw);
  return signedIn(await completeSetup(database, { code: body.code, password: body.password, totpCode: body.totp_code, ip }));
}

/**
 * A picture's upload: the body is the file itself (not JSON, not multipart), read up to the picture limit and no
 * further; over it, 413 in Thai before the rest arrives. The session and the Origin were checked before.
 */
async function uploadedBytes(request: Request): Promise<Uint8Array> {
  try {
    return await readBody(request, content.MEDIA_MAX_BYTES);
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) throw new HttpError(413, { message: th.backoffice.imageTooLarge(content.MEDIA_MAX_BYTES / 1024 / 1024) });
    throw e;
  }
}

/** GET /api/backoffice/audit/export: the audit log as a CSV file, the same filter as the page's. */
async function auditExport(request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET") return Response.json({ message: th.api.methodNotAllowed }, { status: 405, headers: { Allow: "GET" } });
  const database = await db();
  const actor = await findStaffSession(database, readCookie(request, COOKIE.staff), clientIpOf(request));
  if (!actor) return Response.json({ message: th.backoffice.sessionEnded }, { status: 401, headers: { "set-cookie": staffCookie("", 0) } });
  const filter = parse(bo.auditExportQuery, Object.fromEntries(url.searchParams));
  return auditCsv(database, actor, { action: filter.action || undefined, staff: filter.staff || undefined });
}

/** GET /api/backoffice/reports/export: the report's days as a CSV file, the same period as the dashboard's. */
async function reportExport(request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET") return Response.json({ message: th.api.methodNotAllowed }, { status: 405, headers: { Allow: "GET" } });
  const database = await db();
  const actor = await findStaffSession(database, readCookie(request, COOKIE.staff), clientIpOf(request));
  if (!actor) return Response.json({ message: th.backoffice.sessionEnded }, { status: 401, headers: { "set-cookie": staffCookie("", 0) } });
  const period = parse(bo.reportExportQuery, Object.fromEntries(url.searchParams));
  return reportCsv(database, actor, { from: period.from || undefined, to: period.to || undefined });
}

function parse<S extends z.core.$ZodType>(schema: S | undefined, value: unknown): z.output<S> {
  const checkedText = checkText(value);
  if ("refused" in checkedText) throw new HttpError(422, checkedText.refused);
  const parsed = parseInput(schema!, checkedText.value);
  if (!parsed.success) throw new HttpError(422, toValidationBody(parsed.error));
  return parsed.data;
}
