import type { Game } from "@/lib/api/contract/games";

/** What the RTP table's client markup (rtp-rows.tsx) is given: plain data, shared by the server and the browser. */

/** A slot as the table shows it: name, provider, published RTP and volatility (left out when not published). */
export interface RtpRow {
  name: string;
  provider: string;
  rtp: number;
  volatility?: NonNullable<Game["volatility"]>;
}
