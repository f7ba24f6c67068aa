import type { ReactNode } from "react";
import { homeText } from "@/lib/i18n/th/home";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { ButtonLink } from "@/components/ui/button";
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
 * The visitors' hit-games landing: categories, hot games, skill games, why us, register. The page passes the parts it
 * loads: the category bar and the two game grids.
 */
export function Landing({
  categories,
  hot,
  skill,
}: {
  categories: ReactNode;
  hot: ReactNode;
  /** Left out when there are no skill games. */
  skill?: ReactNode;
}) {
  return (
    <div className={`container ${s.page}`}>
      {/* The page's one h1, for who navigates by headings: the sections' titles say the rest. */}
      <h1 className="visually-hidden">{homeText.heroTitle}</h1>
      <Section id="categories" title={homeText.categoriesTitle}>
        {categories}
      </Section>
      <Section id="hot" title={homeText.hotTitle}>
        {hot}
      </Section>
      {skill && (
        <Section id="skill" title={homeText.skillTitle}>
          {skill}
        </Section>
      )}
      <Section id="why" title={homeText.whyTitle}>
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
        <h2>{homeText.ctaTitle}</h2>
        <p>{homeText.ctaBody}</p>
        <ButtonLink href={paths.register()} size="large">
          {navText.registerNow}
        </ButtonLink>
      </section>
    </div>
  );
}
