"use client";
import type { homeText } from "@/lib/i18n/th/home";
import type { ReactNode } from "react";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import { Section } from "./section";
import s from "./home.module.css";

/** What deposits and withdrawals do today: a matched transfer credits itself; staff review and pay each withdrawal. */
const FEATURES: { icon: GlyphName; title: string; text: string }[] = [
  { icon: "bolt", title: "ฝากเงินเข้าอัตโนมัติ", text: "โอนยอดตรงจากบัญชีที่ลงทะเบียน เครดิตเข้าเองไม่ต้องส่งสลิป" },
  { icon: "clock", title: "แจ้งถอนได้ 24 ชั่วโมง", text: "ทีมงานตรวจสอบแล้วโอนเข้าบัญชีที่ลงทะเบียนไว้" },
  { icon: "shield", title: "ปลอดภัย ยืนยัน OTP จริง", text: "สมัครด้วยเบอร์โทรศัพท์ รหัสผ่านเข้ารหัสทุกบัญชี" },
  { icon: "gift", title: "โปรโมชั่นทุกวัน", text: "โบนัสสมาชิกใหม่ คืนยอดเสีย และค่าแนะนำ 3 ชั้น" },
];

/**
 * The visitors' hit-games landing: categories, hot games, skill games, why us, register. A client component although
 * nothing in it moves: as a server component its whole markup would be in the page's HTML twice (markup and RSC
 * payload); this way the payload carries only the parts the server renders (it passes them in): the category bar
 * (which reads the category list from the API contract, zod and all), the two game grids and the register button.
 * Its headings come as `text` too: importing a message module here reshuffles the whole site's client chunks
 * (Turbopack then copies next/link into the error pages' chunks, +7 KB gzip on every page).
 */
export type LandingText = Pick<typeof homeText, "categoriesTitle" | "hotTitle" | "skillTitle" | "whyTitle" | "ctaTitle" | "ctaBody">;

export function Landing({
  text,
  categories,
  hot,
  skill,
  join,
}: {
  text: LandingText;
  categories: ReactNode;
  hot: ReactNode;
  /** Left out when there are no skill games. */
  skill?: ReactNode;
  join: ReactNode;
}) {
  return (
    <div className={`container ${s.page}`}>
      <Section id="categories" title={text.categoriesTitle}>
        {categories}
      </Section>
      <Section id="hot" title={text.hotTitle}>
        {hot}
      </Section>
      {skill && (
        <Section id="skill" title={text.skillTitle}>
          {skill}
        </Section>
      )}
      <Section id="why" title={text.whyTitle}>
        <ul className={s.features}>
          {FEATURES.map(({ icon, title, text }) => (
            <li key={title} className={s.feature}>
              <Glyph name={icon} size={26} />
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className={s.cta}>
        <h2>{text.ctaTitle}</h2>
        <p>{text.ctaBody}</p>
        {join}
      </section>
    </div>
  );
}
