/** Contract-shaped fixtures for MSW (vitest and QA mode). A unit test parses each with its schema. */
export const fixtureMember = {
  phone: "0812345678",
  password: "Demo1234",
};

/**
 * Members for the wallet's QA end-to-end runs (one per viewport project), so their deposits and withdrawals never
 * change the demo member's figures other specs check. They have deposited before and hold 1,000 baht.
 */
export const fixtureWalletMembers = [
  { phone: "0898765432", password: "Wallet1234" },
  { phone: "0898765433", password: "Wallet1234" },
];

/**
 * The demo member's profile as a backend of the API family sends it: amounts, settings and counts as
 * strings, `ufabet_credit_checking` for the contract's credit_checking, the promotions as `promotion_ids` `{id: name}`.
 */
export const fixtureProfile = {
  phone: "0812345678",
  name: "ทดสอบ ระบบคิวเอ",
  bank: "kbank",
  account_number: "0123456789",
  to_bank: "scb",
  to_account_number: "4071234567",
  to_name: "บจก. โกลด์มูน เอ็นเตอร์เทนเมนต์",
  ufabet_username: "gm812345678",
  ufabet_credit: "2500.50",
  ufabet_credit_checking: 0,
  ufabet_credit_updated_at: "2026-11-20T14:05:09.000000Z",
  ufabet_turnover_checking: 0,
  turnover_needed: "0.00",
  payment_gateway_status: false,
  pending_request: null,
  completed_requests: [],
  events: [],
  promotion_ids: { "1": "สมาชิกใหม่ รับโบนัส 100%", "2": "ฝากทั้งวัน รับ 10%" },
  settings: { deposit_min: "1.00", withdraw_min: "1.00" },
  request_lifetime: "900",
  success_deposit_count: "3",
  games: [{ credit: "2500.50" }],
};

/**
 * Members for the family QA spec (e2e/family-qa.spec.ts, one per viewport project): their answers are only the
 * family's (no designed history needed), their settled requests fixtureFamilyCompleted. The gateway's QR comes as the
 * family writes it (bare base64) for the first and already as a `data:image/png;base64,` URL for the second, as some
 * backends send it: the site must show both.
 */
export const fixtureFamilyMembers = [
  { phone: "0898765434", password: "Family1234", qrPrefixed: false },
  { phone: "0898765435", password: "Family1234", qrPrefixed: true },
];

/**
 * Their `completed_requests`, newest first, as the family writes them: `wait-for-approval`, `cancalled` (sic) with its
 * deleted_cause, a completed deposit with a bonus and a date without a zone (the operator's clock, Bangkok).
 */
export const fixtureFamilyCompleted = [
  { id: 953, type: "withdraw", status: "wait-for-approval", amount: "500.00", bonus: "0.00", total: "500.00", created_at: "2026-11-21T09:15:00.000000Z", deleted_at: null, deleted_cause: null },
  { id: 952, type: "deposit", status: "cancalled", amount: "300.00", bonus: "0.00", total: "300.00", created_at: "2026-11-20T11:00:00.000000Z", deleted_at: "2026-11-20T11:20:00.000000Z", deleted_cause: "สลิปไม่ถูกต้อง" },
  { id: 951, type: "deposit", status: "completed", amount: "1000.00", bonus: "100.00", total: "1100.00", created_at: "2026-11-19 20:30:00", deleted_at: null, deleted_cause: null },
];

export const fixtureSiteInfo = {
  name: "GOLDMOON",
  line: "https://line.example/goldmoon-support",
  vip_line: "https://line.example/goldmoon-vip",
  activity: "https://activity.example/goldmoon",
  game_link: "",
  referral: "",
};

export const fixtureBanners = [
  { id: 1, title: "สมาชิกใหม่ รับโบนัส 100% สูงสุด 1,000 บาท", image: "/art/banners/welcome.webp", link: "/promotion" },
  { id: 2, title: "ฝากเงินเข้าอัตโนมัติ โอนยอดตรง เครดิตเข้าเอง ไม่ต้องส่งสลิป", image: "/art/banners/auto.webp", link: "/deposit" },
  { id: 3, title: "คืนยอดเสีย 5% ทุกวันจันทร์", image: "/art/banners/cashback.webp", link: "/promotion" },
  { id: 4, title: "ชวนเพื่อนรับค่าแนะนำ 3 ชั้น กดรับทุกวัน เทิร์น 1 เท่า", image: "/art/banners/referral.webp", link: "/referral" },
];

export const fixtureGames = [
  { id: 1, slug: "moon-dragon", name: "Moon Dragon", provider: "Nakara Studio", category: "slot", image: "/art/games/moon-dragon.svg", is_new: false, is_hot: true, rtp: 96.5, volatility: "high" },
  { id: 9, slug: "royal-baccarat", name: "Royal Baccarat", provider: "Moonfield Live", category: "casino", image: "/art/games/royal-baccarat.svg", is_new: false, is_hot: true, rtp: null, volatility: null },
  { id: 12, slug: "pok-deng", name: "Pok Deng", provider: "Tuk Tuk Play", category: "card", image: "/art/games/pok-deng.svg", is_new: true, is_hot: true, rtp: null, volatility: null },
];

export const fixtureGameHosts = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, url: `/demo-provider/h${id}` }));

/** What /api/register/phone (and a resend) answers: wait 30 s before the next send; the code lives 5 minutes. */
export const fixtureOtpSent = { success: true, resend_in: 30, expires_in: 300 };

/** The code the mock backend "sends" by SMS (readable through the demo outbox). */
export const fixtureOtp = "123456";

/** A single-use /authenticate code the mock backend knows (it logs in the fixture member). */
export const fixtureLoginCode = "qa-login-code-0123456789abcdef";

/** GET /api/promotions. */
export const fixturePromotions = [
  { id: 1, name: "สมาชิกใหม่ รับโบนัส 100%", description: "ฝากครั้งแรก รับโบนัส 100% สูงสุด 1,000 บาท ทำเทิร์น 5 เท่า", image: null, bonus_percent: 100, max_bonus: "1000.00", min_deposit: "100.00", turnover: 5 },
  { id: 2, name: "ฝากทั้งวัน รับ 10%", description: "ฝากทุกยอด รับโบนัส 10% สูงสุด 500 บาท ทำเทิร์น 3 เท่า", image: null, bonus_percent: 10, max_bonus: "500.00", min_deposit: "50.00", turnover: 3 },
];

/** The demo member's deposit-withdraw records (newest first), as GET /api/customers/history answers them. */
export const fixtureHistory = [
  { id: 903, type: "withdraw", status: "completed", amount: "800.00", created_at: "2026-11-20T14:05:09Z", note: null },
  { id: 902, type: "deposit", status: "completed", amount: "1500.37", created_at: "2026-11-19T02:30:00Z", note: null },
  { id: 901, type: "deposit", status: "expired", amount: "300.12", created_at: "2026-11-18T16:59:59Z", note: "deposit time ended" },
  { id: 900, type: "deposit", status: "completed", amount: "1000.00", created_at: "2026-11-01T05:00:00Z", note: null },
];

/**
 * The demo member's bonuses (GET /api/customers/bonuses, newest first): a cashback to claim, a spin prize past its
 * deadline, and the first-deposit bonus, credited with its deposit (turnover (deposit + bonus) × 5).
 */
export const fixtureBonuses = [
  {
    id: 53,
    type: "cashback",
    amount: "62.50",
    status: "claimable",
    source: "2026-W47",
    turnover: 1,
    turnover_amount: "62.50",
    claim_deadline: "2026-11-30T17:00:00Z",
    created_at: "2026-11-23T17:00:05Z",
    claimed_at: null,
  },
  {
    id: 52,
    type: "spin",
    amount: "20.00",
    status: "expired",
    source: "2026-11-10",
    turnover: 3,
    turnover_amount: "60.00",
    claim_deadline: "2026-11-11T17:00:00Z",
    created_at: "2026-11-10T04:12:00Z",
    claimed_at: null,
  },
  {
    id: 51,
    type: "deposit_bonus",
    amount: "1000.00",
    status: "claimed",
    source: "deposit:900",
    turnover: 5,
    turnover_amount: "10000.00",
    claim_deadline: "2026-11-01T05:00:00Z",
    created_at: "2026-11-01T05:00:00Z",
    claimed_at: "2026-11-01T05:00:00Z",
  },
] as const;

/** Activity bonus records (tab 1): the bonuses above as GET /api/customers/history?type=bonus answers them. */
export const fixtureBonusHistory = fixtureBonuses.map((b) => ({
  id: b.id,
  type: b.type,
  status: b.status,
  amount: b.amount,
  created_at: b.created_at,
  note: b.source === "deposit:900" ? "จากรายการฝาก #900" : b.source === "2026-W47" ? "ยอดเสียวันที่ 16/11/26 - 22/11/26" : null,
  turnover: b.turnover,
  turnover_amount: b.turnover_amount,
}));

/** A deposit of exactly this many baht fails in the mock backend with this deleted_cause (the QA failure path). */
export const fixtureFailingDeposit = { amount: 13, cause: "deposit time ended" };

/**
 * A withdrawal of exactly this many baht is refused by the operator on the mock backend's next profile read: the
 * credit comes back and it settles as the family writes it, `cancalled` (sic) with this deleted_cause.
 */
export const fixtureRefusedWithdrawal = { amount: 17, cause: "ชื่อบัญชีไม่ตรงกับผู้สมัคร" };
