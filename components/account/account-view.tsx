"use client";
import { accountText as t } from "@/lib/i18n/th/account";
import type { AccountSection } from "@/lib/protection/paths";
import { LimitsSection } from "./limits-section";
import { RealityCheckSection } from "./reality-check-section";
import { ExclusionSection } from "./exclusion-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";
import s from "./account.module.css";

const NAV: Record<AccountSection, string> = {
  limits: t.nav.limits,
  "reality-check": t.nav.realityCheck,
  exclusion: t.nav.exclusion,
  sessions: t.nav.sessions,
  "two-factor": t.nav.twoFactor,
};

/**
 * /account: every section a card with its own anchor, and a bar of links to them. Each loads its own data
 * in the browser, in the space its skeleton kept.
 */
export function AccountView() {
  return (
    <>
      <nav className={s.nav} aria-label={t.sectionsLabel}>
        {(Object.keys(NAV) as AccountSection[]).map((id) => (
          <a key={id} href={`#${id}`}>
            {NAV[id]}
          </a>
        ))}
      </nav>
      <LimitsSection />
      <RealityCheckSection />
      <ExclusionSection />
      <SessionsSection />
      <TwoFactorSection />
    </>
  );
}
