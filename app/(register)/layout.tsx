import type { ReactNode } from "react";
import { SimpleHeader } from "@/components/layout/simple-header";
import { Drawer } from "@/components/layout/member-only";
import { QueryProvider } from "@/components/session/query-provider";
import { pageSession } from "../_data/page-session";
import { loadSiteShell } from "../_data/site-shell";
import s from "./register-layout.module.css";

/** The register layout: a simple header; a logged-in member also gets the drawer menu. */
export default async function RegisterLayout({ children }: { children: ReactNode }) {
  const [{ info }, { loggedIn }] = await Promise.all([loadSiteShell(), pageSession()]);
  return (
    // Sign-up, login and password forms all call the API through React Query.
    <QueryProvider>
      <SimpleHeader name={info.name} loggedIn={loggedIn} />
      <main id="main" className={s.main}>
        {children}
      </main>
      {loggedIn && <Drawer lineUrl={info.line} />}
    </QueryProvider>
  );
}
