import type { ReactNode } from "react";
import Link from "next/link";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
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
import s from "./site-layout.module.css";

/** SPEC.md §2 default layout: top menu, banner slider, footer, mobile bar and (members) the side drawer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [{ info, banners }, { loggedIn }] = await Promise.all([loadSiteShell(), pageSession()]);
  const { activities, footballPrediction, footballShort, lottoPrediction, lottoShort, home, register, registerShort, login } = th.nav;
  const { menu, contact, promotion, enterGame, registerNow, deposit, withdraw } = th.nav;
  return (
    <>
      <Header
        info={{ name: info.name, activity: info.activity }}
        text={{ activities, footballPrediction, footballShort, lottoPrediction, lottoShort, home, register, registerShort, login }}
        loggedIn={loggedIn}
      />
      <BannerSlider banners={banners} />
      <main id="main" className={s.main}>
        {children}
      </main>
      <Footer
        info={{ name: info.name, line: info.line }}
        privacy={<Link href={paths.privacy()}>{th.footer.privacy}</Link>}
      />
      <LineFloat href={info.line} label={th.sitePages.lineContact} />
      <MobileBar
        info={{ line: info.line, activity: info.activity }}
        text={{ menu, contact, promotion, enterGame, registerNow, deposit, withdraw, login, activities }}
        loggedIn={loggedIn}
      />
      <SitePopupsLater info={info} />
      {loggedIn ? <Drawer lineUrl={info.line} /> : <LoginPrompt />}
    </>
  );
}
