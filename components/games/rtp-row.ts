/** What the RTP table's client markup (rtp-rows.tsx) is given: plain data, shared by the server and the browser. */

export const VOLATILITIES = ["low", "medium", "high"] as const;

/**
 * A slot as the table shows it: name, provider (an index of the table's providers: a provider's name is sent once),
 * published RTP, volatility (an index of VOLATILITIES, or none).
 */
export type RtpRow = [name: string, provider: number, rtp: number, volatility: number | null];
