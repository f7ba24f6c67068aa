import { deflateSync } from "node:zlib";
import { expect, type Browser, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { formatPhone } from "../lib/format";

/**
 * What support and marketing do in the back office, each on a signed-in page of theirs: the story of
 * e2e/backoffice.spec.ts hands them the pages of the accounts its owner created. Each step's audit row is checked by
 * the owner afterwards (neither role reads the audit log).
 */

/** What axe found, page by page (e2e/axe.ts), added to the story's list. */
type Scan = (page: Page, what: string) => Promise<void>;

const titled = (page: Page, title: string) => expect(page).toHaveTitle(`${title} | GOLDMOON หลังบ้าน`);

/**
 * A member excludes themself for 6 months; support finds them by phone (typed with dashes), ends their sessions (the
 * member's next call is refused), adds a note, and sees no way to lift the exclusion (the API refuses support too).
 * Returns the member's id and the note.
 */
export async function supportSteps(page: Page, browser: Browser, baseURL: string, project: string, scan: Scan) {
  const memberContext = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = memberContext.request;
  const phone = freshPhone(90, project);
  await registerViaApi(member, phone);
  expect((await member.post("/api/login", { data: { phone, password: "Secret123", ip: "" } })).ok()).toBe(true);
  const excluded = await member.post("/api/customers/self-exclusion", { data: { period: "6m", password: "Secret123" } });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  expect((await member.get("/api/customers/sessions")).status()).toBe(200);

  await page.getByRole("link", { name: "สมาชิก", exact: true }).click();
  await titled(page, "สมาชิก");
  await page.getByLabel("ค้นหาสมาชิก").fill(formatPhone(phone));
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const results = page.getByTestId("member-results");
  await expect(results.getByRole("row")).toHaveCount(2);
  await scan(page, "the member search");
  await results.getByRole("link", { name: formatPhone(phone) }).click();
  await expect(page).toHaveURL(/\/backoffice\/members\/\d+$/);
  const memberId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("member-who")).toContainText(formatPhone(phone));
  await titled(page, "ข้อมูลสมาชิก");

  await expect(page.getByTestId("self-exclusion-note")).toBeVisible();
  await expect(page.getByRole("button", { name: "ยกเลิกการพักเล่น" })).toHaveCount(0);
  await expect(page.getByTestId("member-sessions").getByRole("row")).toHaveCount(2);
  await scan(page, "the member page");
  const origin = new URL(baseURL).origin;
  const lift = await page.request.post(`/api/backoffice/members/${memberId}/lift-timeout`, { data: { reason: "สมาชิกขอให้ยกเลิก" }, headers: { origin } });
  expect(lift.status()).toBe(403);

  await page.getByRole("button", { name: "ปิดทุกเซสชัน" }).click();
  const dialog = page.getByTestId("member-action-dialog");
  await expect(dialog).toBeVisible();
  await scan(page, "the end-sessions dialog");
  await dialog.getByRole("button", { name: "ยืนยัน" }).click();
  await expect(page.getByText("ปิดแล้ว 1 เซสชัน")).toBeVisible();
  await expect(page.getByTestId("member-sessions")).toContainText("ไม่มีเซสชันที่ใช้งานอยู่");
  expect((await member.get("/api/customers/sessions")).status()).toBe(401);

  const note = "สมาชิกโทรมาขอยกเลิกการพักเล่น แจ้งว่าทำไม่ได้";
  await page.getByLabel("เพิ่มบันทึกภายใน (สมาชิกไม่เห็น)").fill(note);
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByTestId("member-notes")).toContainText(note);
  await memberContext.close();
  return { memberId, note };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A solid-colour RGB PNG of w×h, made here (no file in the repository): a banner picture of the right shape. */
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * Marketing adds a promotion (its preview shows the terms members will read; a turnover above 10× is refused) and a
 * banner from a PNG uploaded here; a visitor then sees the banner on the landing and a member the promotion, with
 * those terms, among the deposit page's choices. Popup news is previewed, added and removed. What was added is
 * switched off at the end, so the other specs find the site as seeded. Returns the names given.
 */
export async function marketingSteps(page: Page, browser: Browser, baseURL: string, project: string, scan: Scan) {
  const tag = `${Date.now() % 100_000}`;
  const promoName = `โปรทดสอบ ${tag}`;
  const bannerTitle = `แบนเนอร์ทดสอบ ${tag}`;

  await page.getByRole("link", { name: "โปรโมชั่น", exact: true }).click();
  await titled(page, "โปรโมชั่น");
  await expect(page.getByTestId("promotion-list")).toBeVisible();
  await scan(page, "promotions");
  await page.getByRole("button", { name: "เพิ่มโปรโมชั่น" }).click();
  const dialog = page.getByTestId("promotion-dialog");
  await dialog.getByLabel("ชื่อโปรโมชั่น").fill(promoName);
  await dialog.getByLabel("โบนัส (%)").fill("15");
  await dialog.getByLabel("โบนัสสูงสุด (บาท)").fill("250");
  await dialog.getByLabel("ฝากขั้นต่ำ (บาท)").fill("100");
  await dialog.getByLabel(/^เทิร์นโอเวอร์/).fill("12");
  await dialog.getByLabel("รายละเอียดเพิ่มเติม (ต่อท้ายเงื่อนไข)").fill("ทดสอบระบบหลังบ้าน");
  const terms = "ฝากทุกยอด ขั้นต่ำ 100.00 บาท รับโบนัส 15% สูงสุด 250.00 บาท ทำเทิร์นโอเวอร์ 3 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน · ทดสอบระบบหลังบ้าน";
  await scan(page, "the promotion dialog");
  await dialog.getByRole("button", { name: "บันทึก" }).click();
  await expect(dialog.getByText("เทิร์นโอเวอร์สูงสุด 10 เท่าของ (ยอดฝาก + โบนัส) เพื่อให้เงื่อนไขเป็นธรรมกับสมาชิก")).toBeVisible();
  await dialog.getByLabel(/^เทิร์นโอเวอร์/).fill("3");
  await expect(dialog.getByTestId("promotion-preview")).toContainText(terms);
  await dialog.getByRole("button", { name: "บันทึก" }).click();
  await expect(dialog).toHaveCount(0);
  const promoRow = page.getByTestId("promotion-list").locator("tr", { hasText: promoName });
  await expect(promoRow).toContainText(terms);

  // A banner from a PNG uploaded here, moved up one place.
  await page.getByRole("link", { name: "แบนเนอร์", exact: true }).click();
  await titled(page, "แบนเนอร์");
  await expect(page.getByTestId("banner-list")).toBeVisible();
  await scan(page, "banners");
  await page.getByRole("button", { name: "เพิ่มแบนเนอร์" }).click();
  const bannerDialog = page.getByTestId("banner-dialog");
  await bannerDialog.getByLabel("รูปแบนเนอร์").setInputFiles({ name: "not-a-picture.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
  await expect(bannerDialog.getByText("รองรับเฉพาะไฟล์รูป PNG, JPEG หรือ WebP")).toBeVisible();
  await bannerDialog.getByLabel("รูปแบนเนอร์").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png(160, 90, [40, 120, 200]) });
  await expect(bannerDialog.getByTestId("banner-preview").locator("img")).toHaveJSProperty("naturalWidth", 160);
  await bannerDialog.getByLabel("ชื่อแบนเนอร์ (ข้อความแทนรูป)").fill(bannerTitle);
  await bannerDialog.getByLabel("ลิงก์เมื่อกด (ไม่บังคับ)").fill("/promotion");
  await scan(page, "the banner dialog");
  await bannerDialog.getByRole("button", { name: "บันทึก" }).click();
  await expect(bannerDialog).toHaveCount(0);
  const bannerRow = page.getByTestId("banner-list").locator("tr", { hasText: bannerTitle });
  await expect(bannerRow).toBeVisible();
  await bannerRow.getByRole("button", { name: `เลื่อน ${bannerTitle} ขึ้น` }).click();
  await expect(page.getByTestId("banner-list").locator("tbody tr").nth(-2)).toContainText(bannerTitle);

  // A visitor's fresh page: the banner is on the landing, its picture served through the optimizer.
  const visitor = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const landing = await visitor.newPage();
  await landing.goto("/");
  const slide = landing.getByTestId("banner-slider").getByRole("link", { name: bannerTitle });
  await expect(slide).toHaveCount(1);
  const src = await slide.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/_next\/image\?url=\/api\/media\/[0-9a-f]{64}\.png&w=\d+&q=75$/);
  const picture = await landing.request.get(src!);
  expect([picture.status(), picture.headers()["content-type"]]).toEqual([200, expect.stringMatching(/^image\//)]);

  // A member: the promotion among the deposit page's choices, with the terms the back office showed.
  const memberContext = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = await memberContext.newPage();
  await registerViaApi(member.request, freshPhone(93, project));
  await member.goto("/deposit");
  await member.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  const select = member.getByTestId("deposit-form").getByLabel("โปรโมชั่น", { exact: true });
  await select.selectOption({ label: promoName });
  await expect(member.getByTestId("deposit-promotion-terms")).toContainText(terms);

  // Popup news: the preview is what the sanitiser keeps; added, then removed again.
  await page.getByRole("link", { name: "ประกาศ", exact: true }).click();
  await titled(page, "ประกาศ");
  await scan(page, "notices");
  const news = page.getByTestId("news-form");
  await news.getByLabel("หัวข้อ").fill(`ข่าวทดสอบ ${tag}`);
  await news.getByLabel("เนื้อหา (HTML)").fill('<p>ฝากวันนี้<script>alert(1)</script> <b onclick="x()">รับเพิ่ม</b></p>');
  await news.getByRole("button", { name: "ดูตัวอย่าง" }).click();
  await expect(news.getByTestId("news-preview")).toContainText("ฝากวันนี้ รับเพิ่ม");
  expect(await news.getByTestId("news-preview").innerHTML()).not.toContain("script");
  await scan(page, "the news preview");
  await news.getByRole("button", { name: "เพิ่มข่าว" }).click();
  const added = page.locator('[data-testid^="news-"]', { hasText: `ข่าวทดสอบ ${tag}` }).first();
  await expect(added).toBeVisible();
  await added.getByRole("button", { name: "ลบ" }).click();
  await expect(page.getByText(`ข่าวทดสอบ ${tag}`)).toHaveCount(0);

  // Leave the site as seeded for the other specs: the banner and the promotion off.
  await page.getByRole("link", { name: "แบนเนอร์", exact: true }).click();
  await page.getByTestId("banner-list").locator("tr", { hasText: bannerTitle }).getByRole("button", { name: "ปิด", exact: true }).click();
  await expect(page.getByTestId("banner-list").locator("tr", { hasText: bannerTitle })).toContainText("ปิดอยู่");
  await page.getByRole("link", { name: "โปรโมชั่น", exact: true }).click();
  await page.getByTestId("promotion-list").locator("tr", { hasText: promoName }).getByRole("button", { name: "ปิด", exact: true }).click();
  await expect(page.getByTestId("promotion-list").locator("tr", { hasText: promoName })).toContainText("ปิดอยู่");

  await visitor.close();
  await memberContext.close();
  return { promoName, bannerTitle };
}
