import "server-only";
import * as auth from "@/lib/api/contract/auth";
import * as customers from "@/lib/api/contract/customers";
import * as referral from "@/lib/api/contract/referral";
import * as register from "@/lib/api/contract/register";
import * as reset from "@/lib/api/contract/reset-password";
import * as site from "@/lib/api/contract/site";
import * as games from "@/lib/api/contract/games";
import * as requests from "@/lib/api/contract/requests";
import * as memberData from "@/lib/api/contract/member-data";
import * as spinWheel from "@/lib/api/contract/spin-wheel";
import * as messages from "@/lib/api/contract/messages";
import * as protection from "@/lib/api/contract/protection";
import { cancelDeposit, openDeposit } from "@/server/wallet/deposits";
import { requestWithdrawal } from "@/server/wallet/withdrawals";
import { history } from "@/server/wallet/history";
import { runJobsSoon } from "@/server/wallet/jobs";
import { listPromotions } from "@/server/wallet/promotions";
import { claimBonus, listBonuses } from "@/server/wallet/bonuses";
import { idempotencyKeyOf } from "@/server/wallet/idempotency";
import { spinOnce, spinWheelState } from "@/server/wallet/spin-wheel";
import { login } from "@/server/auth/login";
import { bearerOf } from "@/server/auth/sessions";
import { logout } from "@/server/auth/logout";
import { exchangeLoginCode } from "@/server/accounts/login-codes";
import { changePassword } from "@/server/accounts/password";
import {
  completeRegistration,
  confirmRegistrationOtp,
  setRegistrationPassword,
  startRegistration,
} from "@/server/accounts/register";
import { confirmResetOtp, confirmResetPassword, startReset } from "@/server/accounts/reset";
import { getProfile } from "@/server/customers/profile";
import { getMaintenance, getSiteInfo, listBanners, listGameHosts, listPopupNews } from "@/server/site/site";
import { gamesOf, hotGames, slotsByRtp } from "@/server/games/catalog";
import { launchGame, launchOnRandomHost } from "@/server/games/launch";
import { checkCredit } from "@/server/customers/credit";
import { checkTurnover } from "@/server/customers/turnover";
import { mintActivityTicket, redeemActivityTicket } from "@/server/activity/tickets";
import { demoOutbox } from "@/server/sms/demo-outbox";
import { DEVICE_HEADER } from "@/server/security/device";
import { referralIncome, referralMembers, referralOverview } from "@/server/referral/referral";
import { markNotificationRead } from "@/server/messages/notifications";
import { getLimits, setLimits } from "@/server/protection/limits";
import { excludeSelf, exclusionView } from "@/server/protection/exclusion";
import { endOtherSessions, endSession, listSessions, loginHistory } from "@/server/protection/sessions";
import { realityCheck, setRealityCheck } from "@/server/protection/reality-check";
import { disableSecondFactor, enableSecondFactor, secondFactorState, setUpSecondFactor } from "@/server/protection/totp";
import { route, routeCheckingSession } from "./route";

const clientOf = ({ ip, request }: { ip: string; request: Request }) => ({
  ip,
  userAgent: request.headers.get("user-agent") ?? undefined,
  deviceToken: request.headers.get(DEVICE_HEADER),
});

/** A token grant as the family answers it: `{success: true, access_token, token_type: "bearer", expires_in}`. */
const granted = <G extends { access_token: string; expires_in: number }>(grant: G) => ({ success: true, ...grant, token_type: "bearer" });

/** The embedded API's route table: each row parses with its contract, calls one domain function, answers. */
export const routes = [
  route(auth.login, async ({ body }, { db, ip, request }) =>
    granted(
      await login(db, {
        ...body,
        ip,
        userAgent: request.headers.get("user-agent") ?? undefined,
        deviceToken: request.headers.get(DEVICE_HEADER),
      }),
    ),
  ),
  route(auth.logout, async (_, { db, session }) => {
    await logout(db, session);
    return { success: true };
  }),
  route(auth.ip, async (_, { ip }) => ({ ip })),
  route(auth.authenticate, async ({ body }, ctx) => granted(await exchangeLoginCode(ctx.db, body.code, clientOf(ctx)))),
  route(auth.demoOutbox, ({ query }, { db }) => demoOutbox(db, query.phone)),
  route(register.registerPhone, ({ body }, ctx) => startRegistration(ctx.db, body, clientOf(ctx))),
  route(register.registerOtp, async ({ body }, ctx) => granted(await confirmRegistrationOtp(ctx.db, body, clientOf(ctx)))),
  route(register.registerPassword, ({ body }, { db, session }) => setRegistrationPassword(db, session, body)),
  route(register.registerBankAccount, async ({ body }, ctx) => granted(await completeRegistration(ctx.db, ctx.session, body, clientOf(ctx)))),
  route(reset.resetPasswordStart, ({ body }, ctx) => startReset(ctx.db, body, clientOf(ctx))),
  route(reset.resetPasswordConfirmOtp, ({ body }, { db }) => confirmResetOtp(db, body)),
  route(reset.resetPasswordConfirmPassword, ({ body }, { db }) => confirmResetPassword(db, body)),
  // The family's envelope: `{success: true, data}` (docs/api.md).
  // The site polls it: the session is checked inside the profile's one statement (server/customers/profile.ts).
  routeCheckingSession(customers.customersProfile, async (_, { db, request }) => ({
    success: true,
    data: await getProfile(db, { token: bearerOf(request) }),
  })),
  route(customers.customersCheckCredit, async (_, { db, session }) => {
    const answer = await checkCredit(db, session.memberId);
    runJobsSoon(db);
    return { success: true, ...answer };
  }),
  route(customers.customersCheckTurnover, (_, { db, session }) => checkTurnover(db, session.memberId)),
  route(customers.customersBonuses, ({ query }, { db, session }) => listBonuses(db, session.memberId, query.page)),
  route(customers.customersGetBonus, ({ params }, { db, session }) => claimBonus(db, session.memberId, params.id)),
  route(customers.customersUpdatePassword, ({ body }, { db, session, ip }) => changePassword(db, session, body, ip)),
  route(messages.markNotificationRead, ({ params }, { db, session }) => markNotificationRead(db, session.memberId, params.id)),
  route(site.siteInfoCall, async (_, { db }) => ({ data: await getSiteInfo(db) })),
  route(site.banners, async (_, { db }) => ({ data: await listBanners(db) })),
  route(site.maintenance, async (_, { db }) => ({ success: true, ...(await getMaintenance(db)) })),
  route(site.popupNews, async (_, { db }) => ({ data: await listPopupNews(db) })),
  route(site.gameHosts, async (_, { db }) => ({ data: await listGameHosts(db) })),
  route(games.hotGames, async ({ query }, { db }) => ({ data: await hotGames(db, query.limit) })),
  route(games.customersProduct, async ({ params, query }, { db }) => ({ success: true, ...(await gamesOf(db, params.product, query)) })),
  route(games.slotRtp, async ({ query }, { db }) => slotsByRtp(db, query)),
  route(games.gameLaunch, ({ body }, { db, session }) => launchGame(db, session, body)),
  route(games.customersLoginGame, async (_, { db, session }) => ({ success: true, ...(await launchOnRandomHost(db, session)) })),
  route(games.activityTicket, ({ body }, { db, session }) => mintActivityTicket(db, session, body.target)),
  route(requests.depositPrepare, ({ body }, { db, session, request }) =>
    openDeposit(db, session.memberId, { amount: body.amount, promotion_id: body.promotion_id }, idempotencyKeyOf(request), "bank"),
  ),
  route(requests.depositPaymentGateway, ({ body }, { db, session, request }) =>
    openDeposit(db, session.memberId, { amount: body.amount, promotion_id: body.promotion_id }, idempotencyKeyOf(request), "gateway"),
  ),
  route(requests.depositCancel, ({ params }, { db, session }) => cancelDeposit(db, session.memberId, params.id)),
  // The account is the session's; the body's phone is never used.
  route(requests.withdraw, ({ body }, { db, session, request }) =>
    requestWithdrawal(db, session.memberId, { amount: body.amount, totp: body.totp }, idempotencyKeyOf(request)),
  ),
  route(memberData.promotions, (_, { db }) => listPromotions(db)),
  route(spinWheel.spinWheel, (_, { db, session }) => spinWheelState(db, session.memberId)),
  route(spinWheel.spinWheelSpin, (_, { db, session, request }) => spinOnce(db, session.memberId, idempotencyKeyOf(request))),
  route(memberData.customersHistory, ({ query }, { db, session }) => history(db, session.memberId, query)),
  route(referral.customersReferral, (_, { db, session }) => referralOverview(db, session.memberId)),
  route(referral.customersReferralMembers, ({ query }, { db, session }) => referralMembers(db, session.memberId, query.level, query.page)),
  route(referral.customersReferralIncome, ({ query }, { db, session }) => referralIncome(db, session.memberId, query.page)),
  // Player protection (server/protection/, docs/api.md).
  route(protection.customersLimits, (_, { db, session }) => getLimits(db, session.memberId)),
  route(protection.customersSetLimits, ({ body }, { db, session }) => setLimits(db, session.memberId, body)),
  route(protection.customersExclusion, async (_, { db, session }) => ({ success: true, data: await exclusionView(db, session.memberId) })),
  route(protection.customersSelfExclude, ({ body }, { db, session, ip }) => excludeSelf(db, session, body, ip)),
  route(protection.customersSessions, (_, { db, session }) => listSessions(db, session)),
  route(protection.customersEndSession, ({ params }, { db, session }) => endSession(db, session, params.id)),
  route(protection.customersEndOtherSessions, (_, { db, session }) => endOtherSessions(db, session)),
  route(protection.customersLoginHistory, (_, { db, session }) => loginHistory(db, session.memberId)),
  route(protection.customersRealityCheck, (_, { db, session }) => realityCheck(db, session)),
  route(protection.customersSetRealityCheck, ({ body }, { db, session }) => setRealityCheck(db, session, body.interval_minutes)),
  route(protection.customersSecondFactor, (_, { db, session }) => secondFactorState(db, session.memberId)),
  route(protection.customersSecondFactorSetup, (_, { db, session }) => setUpSecondFactor(db, session.memberId)),
  route(protection.customersSecondFactorEnable, ({ body }, { db, session }) => enableSecondFactor(db, session, body.code)),
  route(protection.customersSecondFactorDisable, ({ body }, { db, session, ip }) => disableSecondFactor(db, session, body, ip)),
  route(games.activityRedeem, ({ body }, { db }) => redeemActivityTicket(db, body.access_token)),
];
