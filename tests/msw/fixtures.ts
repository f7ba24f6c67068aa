/** Contract-shaped fixtures for MSW (vitest and QA mode). A unit test parses each with its schema. */
export const fixtureMember = {
  phone: "0812345678",
  password: "Demo1234",
};

export const fixtureProfile = {
  phone: "0812345678",
  name: "ทดสอบ ระบบคิวเอ",
  bank: "kbank",
  account_number: "0123456789",
  to_bank: "scb",
  to_account_number: "4071234567",
  to_name: "บจก. โกลด์มูน เอ็นเตอร์เทนเมนต์",
  ufabet_credit: "2500.50",
  payment_gateway_status: 0,
  pending_request: null,
  completed_requests: [],
  events: [],
  credit_checking: 0,
  games: [{ credit: "2500.50" }],
};

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
  { id: 2, title: "ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง ไม่มีขั้นต่ำ", image: "/art/banners/auto.webp", link: "/deposit" },
  { id: 3, title: "คืนยอดเสีย 5% ทุกวันจันทร์", image: "/art/banners/cashback.webp", link: "/promotion" },
  { id: 4, title: "ชวนเพื่อนรับค่าแนะนำ 3 ชั้น", image: "/art/banners/referral.webp", link: "/referral" },
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
