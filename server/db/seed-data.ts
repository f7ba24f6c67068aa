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

/**
 * The demo back office's owner (demo mode only; docs/backoffice.md): add the TOTP secret to an authenticator app, or
 * print the current code with `npm run simulate -- staff-code`.
 */
export const DEMO_STAFF = {
  username: "owner",
  password: "Owner-demo-2026",
  totpSecret: "GOLDMOONDEMOOWNERTOTPSECRET23456",
};

export const BANNERS = [
  { title: "สมาชิกใหม่ รับโบนัส 100% สูงสุด 1,000 บาท", image: "/art/banners/welcome.webp", link: "/promotion" },
  { title: "ฝากเงินเข้าอัตโนมัติ โอนยอดตรง เครดิตเข้าเอง ไม่ต้องส่งสลิป", image: "/art/banners/auto.webp", link: "/deposit" },
  { title: "คืนยอดเสีย 5% ทุกวันจันทร์", image: "/art/banners/cashback.webp", link: "/promotion" },
  { title: "ชวนเพื่อนรับค่าแนะนำ 3 ชั้น กดรับทุกวัน เทิร์น 1 เท่า", image: "/art/banners/referral.webp", link: "/referral" },
];

/** Deposit promotions (amounts in satang). The welcome bonus is for a first deposit only. */
export const PROMOTIONS = [
  {
    slug: "welcome-100",
    name: "สมาชิกใหม่ รับโบนัส 100%",
    description: "ฝากครั้งแรก รับโบนัส 100% สูงสุด 1,000 บาท ทำเทิร์น 5 เท่าของยอดฝากรวมโบนัสก่อนถอน",
    bonusPercent: 100,
    maxBonusSatang: 100_000,
    minDepositSatang: 10_000,
    turnover: 5,
    firstDepositOnly: true,
  },
  {
    slug: "daily-10",
    name: "ฝากทั้งวัน รับ 10%",
    description: "ฝากทุกยอด รับโบนัส 10% สูงสุด 500 บาท ทำเทิร์น 3 เท่าของยอดฝากรวมโบนัสก่อนถอน",
    bonusPercent: 10,
    maxBonusSatang: 50_000,
    minDepositSatang: 5_000,
    turnover: 3,
    firstDepositOnly: false,
  },
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
  // The full catalogue (≥ 8 per category). Appended, so the first 25 keep their sort order in older databases.
  ["siam-sapphire", "Siam Sapphire", "Orchid Arcade", "slot", "n", 96.3, "medium"],
  ["jungle-tiger-gold", "Jungle Tiger Gold", "Nakara Studio", "slot", "", 95.4, "high"],
  ["songkran-splash", "Songkran Splash", "Tuk Tuk Play", "slot", "hn", 96.1, "medium"],
  ["floating-lanterns", "Floating Lanterns", "Kinnaree Labs", "slot-itp", "h", 96.4, "medium"],
  ["garuda-gold", "Garuda Gold", "Kinnaree Labs", "slot-itp", "", 95.2, "high"],
  ["coconut-cove", "Coconut Cove", "Orchid Arcade", "slot-itp", "n", 94.8, "low"],
  ["jade-koi", "Jade Koi", "Moonfield Games", "slot-itp", "h", 96.0, "medium"],
  ["silk-road-gems", "Silk Road Gems", "Kinnaree Labs", "slot-itp", "", 95.6, "medium"],
  ["night-bazaar", "Night Bazaar", "Tuk Tuk Play", "slot-itp", "n", 96.2, "low"],
  ["neon-circuit", "Neon Circuit", "Nakara Studio", "hack-slot", "h", 96.4, "medium"],
  ["quantum-reels", "Quantum Reels", "Pixel Temple", "hack-slot", "n", 96.0, "high"],
  ["cyber-koi", "Cyber Koi", "Kinnaree Labs", "hack-slot", "", 95.3, "low"],
  ["binary-bloom", "Binary Bloom", "Pixel Temple", "hack-slot", "h", 94.6, "medium"],
  ["prism-lab", "Prism Lab", "Nakara Studio", "hack-slot", "n", 96.8, "high"],
  ["glitch-garden", "Glitch Garden", "Orchid Arcade", "hack-slot", "", 95.0, "low"],
  ["robo-tuk-tuk", "Robo Tuk Tuk", "Tuk Tuk Play", "hack-slot", "hn", 95.7, "medium"],
  ["sic-bo-palace", "Sic Bo Palace", "Moonfield Live", "casino", "h"],
  ["lantern-baccarat", "Lantern Baccarat", "Moonfield Live", "casino", "n"],
  ["golden-blackjack", "Golden Blackjack", "Moonfield Live", "casino", ""],
  ["fan-tan-classic", "Fan Tan Classic", "Kinnaree Labs", "casino", ""],
  ["lucky-wheel-live", "Lucky Wheel Live", "Moonfield Live", "casino", "hn"],
  ["dummy-deluxe", "Dummy Deluxe", "Tuk Tuk Play", "card", "h"],
  ["king-and-slave", "King & Slave", "Tuk Tuk Play", "card", "n"],
  ["three-card-duel", "Three Card Duel", "Moonfield Games", "card", ""],
  ["holdem-night", "Hold'em Night", "Moonfield Games", "card", "h"],
  ["domino-rush", "Domino Rush", "Kinnaree Labs", "card", "n"],
  ["rummy-river", "Rummy River", "Orchid Arcade", "card", ""],
  ["golden-whale", "Golden Whale", "Orchid Arcade", "fish", "h"],
  ["shark-strike", "Shark Strike", "Pixel Temple", "fish", "n"],
  ["mermaid-treasure", "Mermaid Treasure", "Kinnaree Labs", "fish", ""],
  ["deep-sea-cannon", "Deep Sea Cannon", "Orchid Arcade", "fish", ""],
  ["octopus-party", "Octopus Party", "Tuk Tuk Play", "fish", "hn"],
  ["lantern-reef", "Lantern Reef", "Moonfield Games", "fish", "n"],
  ["sepak-takraw-cup", "Sepak Takraw Cup", "Goal Street", "sports", "n"],
  ["long-boat-derby", "Long Boat Derby", "Goal Street", "sports", ""],
  ["hoops-night", "Hoops Night", "Goal Street", "sports", ""],
  ["ace-court-live", "Ace Court Live", "Goal Street", "sports", "n"],
  ["step-parlay", "Step Parlay", "Goal Street", "sports", "h"],
  ["moonlit-derby", "Moonlit Derby", "Moonfield Games", "sports", "h"],
  ["mekong-lotto", "Mekong Lotto", "Lucky Paper", "lotto", "h"],
  ["stock-lotto", "Stock Lotto", "Lucky Paper", "lotto", ""],
  ["keno-lanterns", "Keno Lanterns", "Lucky Paper", "lotto", "n"],
  ["ping-pong-numbers", "Ping Pong Numbers", "Lucky Paper", "lotto", "n"],
  ["lucky-seven-draw", "Lucky Seven Draw", "Kinnaree Labs", "lotto", ""],
  ["golden-bingo", "Golden Bingo", "Tuk Tuk Play", "lotto", "h"],
  ["dragon-league", "Dragon League", "Pixel Temple", "esports", "h"],
  ["tactic-strike", "Tactic Strike", "Pixel Temple", "esports", ""],
  ["neon-kart-cup", "Neon Kart Cup", "Pixel Temple", "esports", "n"],
  ["last-island-royale", "Last Island Royale", "Pixel Temple", "esports", ""],
  ["card-clash-arena", "Card Clash Arena", "Pixel Temple", "esports", "n"],
  ["mecha-duel", "Mecha Duel", "Nakara Studio", "esports", "h"],
  ["pagoda-drop", "Pagoda Drop", "Pixel Temple", "skill", "h"],
  ["dice-duel", "Dice Duel", "Kinnaree Labs", "skill", ""],
  ["tower-climb", "Tower Climb", "Pixel Temple", "skill", "n"],
  ["coin-flip-king", "Coin Flip King", "Kinnaree Labs", "skill", ""],
  ["wheel-of-colours", "Wheel of Colours", "Tuk Tuk Play", "skill", "n"],
];
