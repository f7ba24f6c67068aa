import type { ReactNode } from "react";
import { th } from "@/lib/i18n/th";
import { Header } from "@/components/layout/header";
import { BannerSlider } from "@/components/layout/banner-slider";
import { Footer } from "@/components/layout/footer";
import { MobileBar } from "@/components/layout/mobile-bar";
import { LineFloat } from "@/components/layout/line-float";
import { Drawer } from "@/components/layout/member-only";
import { LoginPrompt } from "@/components/auth/login-prompt";
import { SitePopupsLater } from "@/components/popups/site-popups-later";
import { pageSession } from "../_data/page-session";
import { loadSiteShell } from "../_data/site-shell";
import { loadExclusion } from "../_data/protection";
import { loadWallet } from "../_data/wallet";
import s from "./site-layout.module.css";

/** SPEC.md §2 default layout: top menu, banner slider, footer, mobile bar and (members) the side drawer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [{ info, banners }, { loggedIn }, exclusion, wallet] = await Promise.all([
    loadSiteShell(),
    pageSession(),
    loadExclusion(),
    loadWallet(),
  ]);
  // The header's and the bar's words and links, each side only its own (a member's header has no register button,
  // a visitor's bar no deposit): they are props of client components, so they are in the page's payload.
  const { activities, footballPrediction, footballShort, lottoPrediction, lottoShort, home, register, registerShort, login } = th.nav;
  const { menu, contact, promotion, enterGame, registerNow, deposit, withdraw } = th.nav;
  const visitorLinks = loggedIn ? {} : { activity: info.activity };
  return (
    <>
      <Header
        info={{ name: info.name, ...visitorLinks }}
        text={{
          activities,
          footballPrediction,
          footballShort,
          lottoPrediction,
          lottoShort,
          home,
          ...(!loggedIn && { register, registerShort, login }),
        }}
        loggedIn={loggedIn}
        {...(wallet && { wallet })}
      />
      <BannerSlider banners={banners} />
      <main id="main" className={s.main}>
        {children}
      </main>
      <Footer info={{ name: info.name, line: info.line }} />
      <LineFloat href={info.line} label={th.sitePages.lineContact} />
      <MobileBar
        info={{ line: info.line, ...visitorLinks }}
        text={{
          menu,
          contact,
          promotion,
          ...(loggedIn ? { enterGame: exclusion ? th.playBlocked.enterGame : enterGame, deposit, withdraw } : { registerNow, login, activities }),
        }}
        loggedIn={loggedIn}
        {...(exclusion && { playBlocked: true })}
      />
      <SitePopupsLater info={info} />
      {loggedIn ? <Drawer lineUrl={info.line} /> : <LoginPrompt />}
    </>
  );
}
