import { http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import { customersGetBonus } from "@/lib/api/contract/customers";
import { REFERRAL_PAGE_SIZE, customersReferral, customersReferralIncome, customersReferralMembers } from "@/lib/api/contract/referral";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { th } from "@/lib/i18n/th";
import { REFERRAL, maskPhone } from "@/lib/referral-terms";
import { fixtureMember } from "./fixtures";

/**
 * The referral calls' stand-in (GET /api/customers/referral, /referral/members, /referral/income) as the contract
 * says. The demo member has friends on three levels (23 / 5 / 2, so level 1 pages), overview figures and two
 * commission days: yesterday's claimable (id 7001, claimed through get-bonus here, credited to the wallet through
 * `credit`), the day before's claimed. Other members have an empty tree. A session with the "referral-family"
 * scenario gets the family backend's shape: whole mlm_referrals_lvN lists, no mlm_counts, rates or overview.
 */
type FriendIn = z.input<typeof customersReferralMembers.response>["data"][number];
type DayIn = z.input<typeof customersReferralIncome.response>["data"][number];
interface State {
  friends: FriendIn[];
  days: DayIn[];
}
const states = new Map<string, State>();

export function resetReferral(): void {
  states.clear();
}

const DAY = 86_400_000;
/** The Bangkok calendar day `daysAgo` days back, YYYY-MM-DD. */
const bangkokDay = (daysAgo: number) => new Date(Date.now() + 7 * 3_600_000 - daysAgo * DAY).toISOString().slice(0, 10);

/** Friends of level `level`: masked phones, joined an hour apart going back from 2026-11-20, every other one deposited. */
function friendsOf(level: 1 | 2 | 3, n: number, base: number): FriendIn[] {
  return Array.from({ length: n }, (_, i) => ({
    phone: maskPhone(`08${level}${String(base + i * 37).padStart(7, "0")}`),
    created_at: new Date(Date.parse("2026-11-20T12:00:00Z") - (i + level * 30) * 3_600_000).toISOString(),
    deposited: i % 2 === 0,
    level,
  }));
}

function stateOf(phone: string): State {
  let st = states.get(phone);
  if (!st) {
    const demo = phone === fixtureMember.phone;
    st = {
      friends: demo ? [...friendsOf(1, 23, 1234), ...friendsOf(2, 5, 5678), ...friendsOf(3, 2, 9012)] : [],
      days: demo
        ? [
            { id: 7001, day: bangkokDay(1), lv1_turnover: "12000.00", lv2_turnover: "4500.00", lv3_turnover: "1500.00", amount: "76.50", status: "claimable", claim_deadline: new Date(Date.now() + REFERRAL.claimDays * DAY).toISOString() },
            { id: 7000, day: bangkokDay(2), lv1_turnover: "8000.00", lv2_turnover: "2000.00", lv3_turnover: "0.00", amount: "46.00", status: "claimed", claim_deadline: new Date(Date.now() + (REFERRAL.claimDays - 1) * DAY).toISOString() },
          ]
        : [],
    };
    states.set(phone, st);
  }
  return st;
}

const sum = (days: DayIn[], status: string) => days.filter((d) => d.status === status).reduce((t, d) => t + Number(d.amount), 0).toFixed(2);

export function referralHandlers(
  sessionPhone: (request: Request) => string | undefined,
  scenarioOf: (request: Request) => string | undefined,
  credit: (phone: string, day: { id: number; amount: number; day: string; turnover: number }) => void,
): HttpHandler[] {
  const unauthenticated = () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });
  return [
    http.get("*/api/customers/referral", ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const st = stateOf(phone);
      const level = (n: number) => st.friends.filter((f) => f.level === n);
      const strip = ({ level: _l, ...f }: FriendIn) => f;
      const referral_id = `GM${phone.slice(1)}`;
      const common = { referral_id, referral_total: sum(st.days, "claimed"), referral_pending: sum(st.days, "claimable"), customer_referrals: level(1).length };
      if (scenarioOf(request) === "referral-family") {
        return HttpResponse.json({ ...common, mlm_referrals_lv1: level(1).map(strip), mlm_referrals_lv2: level(2).map(strip), mlm_referrals_lv3: level(3).map(strip) });
      }
      const demo = phone === fixtureMember.phone;
      const body: z.input<typeof customersReferral.response> = {
        ...common,
        affiliate_key: `${referral_id}-aff`,
        mlm_referrals_lv1: level(1).slice(0, REFERRAL_PAGE_SIZE).map(strip),
        mlm_referrals_lv2: level(2).slice(0, REFERRAL_PAGE_SIZE).map(strip),
        mlm_referrals_lv3: level(3).slice(0, REFERRAL_PAGE_SIZE).map(strip),
        mlm_counts: { lv1: level(1).length, lv2: level(2).length, lv3: level(3).length },
        rates: REFERRAL.basisPoints.map((bp, i) => ({ level: i + 1, percent: bp / 100 })),
        overview: [
          { period: "today", signups: demo ? 2 : 0, first_deposits: demo ? 1 : 0, earned: "0.00" },
          { period: "7d", signups: demo ? 9 : 0, first_deposits: demo ? 5 : 0, earned: demo ? "122.50" : "0.00" },
          { period: "30d", signups: demo ? 21 : 0, first_deposits: demo ? 12 : 0, earned: demo ? "122.50" : "0.00" },
          { period: "all", signups: st.friends.length, first_deposits: st.friends.filter((f) => f.deposited).length, earned: (Number(sum(st.days, "claimed")) + Number(sum(st.days, "claimable"))).toFixed(2) },
        ],
      };
      return HttpResponse.json(body);
    }),
    http.get("*/api/customers/referral/members", ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const parsed = parseInput(customersReferralMembers.query!, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
      const { level, page } = parsed.data;
      const all = stateOf(phone).friends.filter((f) => f.level === level);
      const from = (page - 1) * REFERRAL_PAGE_SIZE;
      return HttpResponse.json({ data: all.slice(from, from + REFERRAL_PAGE_SIZE), page, per_page: REFERRAL_PAGE_SIZE, has_more: all.length > from + REFERRAL_PAGE_SIZE });
    }),
    http.get("*/api/customers/referral/income", ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const parsed = parseInput(customersReferralIncome.query!, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
      const { page } = parsed.data;
      const all = stateOf(phone).days;
      const from = (page - 1) * REFERRAL_PAGE_SIZE;
      return HttpResponse.json({ data: all.slice(from, from + REFERRAL_PAGE_SIZE), page, per_page: REFERRAL_PAGE_SIZE, has_more: all.length > from + REFERRAL_PAGE_SIZE });
    }),
    // A commission day is a bonus: claimed through the same get-bonus call; any other id falls through.
    http.post("*/api/customers/get-bonus/:id", ({ request, params }) => {
      const phone = sessionPhone(request);
      const day = phone ? states.get(phone)?.days.find((d) => d.id === Number(params.id)) : undefined;
      if (!phone || !day) return undefined;
      if (day.status === "claimed") return HttpResponse.json({ success: false, msg: th.bonus.alreadyClaimed }, { status: 400 });
      if (day.status !== "claimable") return HttpResponse.json({ success: false, msg: th.bonus.expired }, { status: 400 });
      day.status = "claimed";
      credit(phone, { id: day.id, amount: Number(day.amount), day: day.day, turnover: REFERRAL.turnoverMultiple });
      const amount = Number(day.amount).toLocaleString("en-US", { minimumFractionDigits: 2 });
      const turnover = (Number(day.amount) * REFERRAL.turnoverMultiple).toLocaleString("en-US", { minimumFractionDigits: 2 });
      const body: z.input<typeof customersGetBonus.response> = { success: true, msg: th.bonus.claimedWithTurnover(amount, turnover) };
      return HttpResponse.json(body);
    }),
  ];
}
