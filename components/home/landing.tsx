import type { Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { ButtonLink } from "@/components/ui/button";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import { CategoryGrid } from "@/components/games/category-grid";
import { GameGrid } from "@/components/games/game-card";
import { Section } from "./section";
import s from "./home.module.css";

/** SPEC.md §1: the deposit/withdraw claims, as the site states them (both statements, as given). */
const FEATURES: { icon: GlyphName; title: string; text: string }[] = [
  { icon: "bolt", title: "ฝาก-ถอน 24 ชั่วโมง", text: "ทำรายการได้ตลอดเวลา ภายใน 1 นาที" },
  { icon: "clock", title: "เครดิตเข้าอัตโนมัติ", text: "ฝากเงินเข้าภายใน 3-5 นาที ถอนเงินภายใน 10-15 นาที" },
  { icon: "shield", title: "ปลอดภัย ยืนยัน OTP จริง", text: "สมัครด้วยเบอร์โทรศัพท์ รหัสผ่านเข้ารหัสทุกบัญชี" },
  { icon: "gift", title: "โปรโมชั่นทุกวัน", text: "โบนัสสมาชิกใหม่ คืนยอดเสีย และค่าแนะนำ 3 ชั้น" },
];

/** The visitors' hit-games landing: categories, hot games, skill games, why us, register. */
export function Landing({ hot, skill }: { hot: Game[]; skill: Game[] }) {
  return (
    <div className={`container ${s.page}`}>
      <Section id="categories" title={th.home.categoriesTitle}>
        <CategoryGrid />
      </Section>
      <Section id="hot" title={th.home.hotTitle}>
        <GameGrid games={hot} loggedIn={false} />
      </Section>
      {skill.length > 0 && (
        <Section id="skill" title={th.home.skillTitle}>
          <GameGrid games={skill} loggedIn={false} rail />
        </Section>
      )}
      <Section id="why" title={th.home.whyTitle}>
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
        <h2>{th.home.ctaTitle}</h2>
        <p>{th.home.ctaBody}</p>
        <ButtonLink href={paths.register()} size="large">
          {th.nav.registerNow}
        </ButtonLink>
      </section>
    </div>
  );
}
