import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
// Kanit, self-hosted from @fontsource (Thai and Latin, the two weights used), for the body once WebFonts says so.
import "./fonts.css";
import "./globals.css";
import { Providers } from "./providers";
import { WebFonts } from "./_fonts/web-fonts";
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
    // WebFonts adds a class to <html> before hydration.
    <html lang="th" suppressHydrationWarning>
      <body>
        <Providers loggedIn={loggedIn} swEnabled={swEnabled}>
          {children}
        </Providers>
        <WebFonts />
      </body>
    </html>
  );
}
