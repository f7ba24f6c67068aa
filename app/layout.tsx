import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
// Kanit, self-hosted from @fontsource, in the two weights used: each subset's face carries its unicode-range, so a
// page downloads only the subsets its text needs (Thai and Latin).
import "@fontsource/kanit/400.css";
import "@fontsource/kanit/600.css";
import "./globals.css";
import { Providers } from "./providers";
import { pageSession } from "./_data/page-session";
import { loadSiteShell } from "./_data/site-shell";
import { th } from "@/lib/i18n/th";

export async function generateMetadata(): Promise<Metadata> {
  const { info } = await loadSiteShell();
  return {
    title: { default: `${info.name} | ${th.brand.tagline}`, template: `%s | ${info.name}` },
    description: `${info.name} ${th.brand.tagline} สล็อต คาสิโน กีฬา หวย สมัครง่ายด้วยเบอร์โทรศัพท์`,
    applicationName: info.name,
    icons: { icon: "/icons/icon.svg", apple: "/icons/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = { themeColor: "#0b0f1a", width: "device-width", initialScale: 1, viewportFit: "cover" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { loggedIn } = await pageSession();
  const swEnabled = process.env.NODE_ENV === "production" && process.env.NEXT_PUBLIC_SW !== "off";
  return (
    <html lang="th">
      <body>
        <Providers loggedIn={loggedIn} swEnabled={swEnabled}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
