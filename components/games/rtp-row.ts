/** What the RTP table's client markup (rtp-rows.tsx) is given: plain data, shared by the server and the browser. */

export const VOLATILITIES = ["low", "medium", "high"] as const;

/** A slot as the table shows it: name, provider, published RTP, volatility (an index of VOLATILITIES, or none). */
export type RtpRow = [name: string, provider: string, rtp: number, volatility: number | null];

/** The table's words, passed once: `vol` in the order of VOLATILITIES. */
export interface RtpWords {
  game: string;
  provider: string;
  rtp: string;
  volatility: string;
  vol: string[];
  fromTop: string;
  more: string;
}
