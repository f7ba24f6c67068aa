import type { Category } from "@/lib/api/contract/games";

/** Demo and default content seeded on first start. Brand, games and providers are our own invention. */

export const SITE_INFO = {
  name: "GOLDMOON",
  line: "https://line.example/goldmoon-support",
  vip_line: "https://line.example/goldmoon-vip",
  activity: "https://activity.example/goldmoon",
  game_link: "",
  referral: "",
};

export const OPERATOR_ACCOUNT = { bank: "scb", accountNumber: "4071234567", name: "บจก. โกลด์มูน เอ็นเตอร์เทนเมนต์" };

/** The demo member; `username` is the game username the forgotten-password form asks for (`gm` + phone without 0). */
export const DEMO_MEMBER = {
  phone: "0812345678",
  username: "gm812345678",
  password: "Demo1234",
  name: "สมชาย ใจดี",
  bank: "kbank",
  accountNumber: "0123456789",
  line: "somchai.demo",
  birthDate: "1990-05-14",
  creditSatang: 125_000,
};

export const BANNERS = [
  { title: "สมาชิกใหม่ รับโบนัส 100% สูงสุด 1,000 บาท", image: "/art/banners/welcome.webp", link: "/promotion" },
  { title: "ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง ไม่มีขั้นต่ำ", image: "/art/banners/auto.webp", link: "/deposit" },
  { title: "คืนยอดเสีย 5% ทุกวันจันทร์", image: "/art/banners/cashback.webp", link: "/promotion" },
  { title: "ชวนเพื่อนรับค่าแนะนำ 3 ชั้น", image: "/art/banners/referral.webp", link: "/referral" },
];

export const GAME_HOSTS = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, url: `/demo-provider/h${id}` }));

type Vol = "low" | "medium" | "high";
type SeedGame = [slug: string, name: string, provider: string, category: Category, flags: string, rtp?: number, vol?: Vol];

/** flags: "n" new, "h" hot. */
export const GAMES: SeedGame[] = [
  ["moon-dragon", "Moon Dragon", "Nakara Studio", "slot", "h", 96.5, "high"],
  ["golden-naga", "Golden Naga", "Nakara Studio", "slot", "hn", 96.2, "high"],
  ["lotus-riches", "Lotus Riches", "Orchid Arcade", "slot", "h", 95.8, "medium"],
  ["tuk-tuk-turbo", "Tuk Tuk Turbo", "Tuk Tuk Play", "slot", "n", 96.0, "medium"],
  ["mango-sticky-win", "Mango Sticky Win", "Orchid Arcade", "slot", "", 94.9, "low"],
  ["temple-of-stars", "Temple of Stars", "Moonfield Games", "slot", "h", 96.7, "high"],
  ["elephant-fortune", "Elephant Fortune", "Moonfield Games", "slot-itp", "h", 95.5, "medium"],
  ["river-market", "River Market", "Kinnaree Labs", "slot-itp", "n", 96.1, "low"],
  ["royal-baccarat", "Royal Baccarat", "Moonfield Live", "casino", "h"],
  ["lucky-roulette", "Lucky Roulette", "Moonfield Live", "casino", ""],
  ["dragon-tiger", "Dragon Tiger", "Kinnaree Labs", "casino", "n"],
  ["pok-deng", "Pok Deng", "Tuk Tuk Play", "card", "h"],
  ["kang-card", "Kang", "Tuk Tuk Play", "card", ""],
  ["ocean-hunter", "Ocean Hunter", "Orchid Arcade", "fish", "h"],
  ["coral-king", "Coral King", "Orchid Arcade", "fish", "n"],
  ["thai-league-live", "Thai League Live", "Goal Street", "sports", "h"],
  ["muay-thai-night", "Muay Thai Night", "Goal Street", "sports", "n"],
  ["thai-lotto", "Thai Lotto", "Lucky Paper", "lotto", "h"],
  ["yiki-express", "Yiki Express", "Lucky Paper", "lotto", ""],
  ["battle-arena", "Battle Arena", "Pixel Temple", "esports", "h"],
  ["moba-masters", "MOBA Masters", "Pixel Temple", "esports", "n"],
  ["formula-lab", "Formula Lab", "Nakara Studio", "hack-slot", "n", 96.5, "high"],
  ["hi-lo-coins", "Hi-Lo Coins", "Kinnaree Labs", "skill", "h"],
  ["crash-rocket", "Crash Rocket", "Pixel Temple", "skill", "n"],
  ["mines-grid", "Mines Grid", "Pixel Temple", "skill", ""],
];
