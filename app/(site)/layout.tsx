import type { ReactNode } from "react";
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

/** The default layout: top menu, banner slider, footer, mobile bar and (members) the side drawer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [{ info, banners }, { loggedIn }, exclusion, wallet] = await Promise.all([
    loadSiteShell(),
    pageSession(),
    loadExclusion(),
    loadWallet(),
  ]);
  const visitorLinks = loggedIn ? {} : { activity: info.activity };
  return (
    <>
      <Header info={{ name: info.name, ...visitorLinks }} loggedIn={loggedIn} wallet={wallet} />
      <BannerSlider banners={banners} />
      <main id="main" className={s.main}>
        {children}
      </main>
      <Footer info={{ name: info.name, line: info.line }} />
      <LineFloat href={info.line} />
      <MobileBar info={{ line: info.line, ...visitorLinks }} loggedIn={loggedIn} playBlocked={exclusion !== null} />
      <SitePopupsLater info={info} />
      {loggedIn ? <Drawer lineUrl={info.line} /> : <LoginPrompt />}
    </>
  );
}
