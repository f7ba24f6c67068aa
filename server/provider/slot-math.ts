/**
 * The demo slot's mathematics, pure and exact. A spin's outcome is drawn from a table of win multipliers whose
 * expected value is exactly the game's published RTP, so nothing here is a "formula" to beat: every spin is an
 * independent draw. Volatility shapes the table (more small wins, or rarer big ones) without changing the RTP.
 */

export type Volatility = "low" | "medium" | "high";

export interface Outcome {
  /** Win as a multiple of the bet (0 = a loss). */
  multiplier: number;
  probability: number;
}

/**
 * The winning multipliers and their share of the RTP, per volatility (shares sum to 1). Lower volatility wins
 * more often and smaller (hit rate about 73 % / 60 % / 50 %); the spread stays moderate (a standard deviation of
 * 0.8 to 1.25 bets per spin), so 100,000 spins land within 1 % of the RTP.
 */
const SHAPES: Record<Volatility, [multiplier: number, share: number][]> = {
  low: [
    [0.5, 0.05],
    [1, 0.3],
    [1.5, 0.3],
    [2, 0.25],
    [3, 0.1],
  ],
  medium: [
    [1, 0.25],
    [1.5, 0.25],
    [2, 0.3],
    [3, 0.15],
    [5, 0.05],
  ],
  high: [
    [1, 0.2],
    [2, 0.4],
    [3, 0.3],
    [5, 0.07],
    [10, 0.03],
  ],
};

/**
 * The outcome table for a game: each winning multiplier m with share s gets probability s·RTP/m, and the rest is
 * the losing outcome. Its expected value is Σ m · s·RTP/m = RTP · Σ s = RTP, exactly.
 */
export function outcomeTable(rtpPercent: number, volatility: Volatility): Outcome[] {
  if (!(rtpPercent > 0 && rtpPercent < 100)) throw new RangeError(`RTP must be between 0 and 100, got ${rtpPercent}`);
  const rtp = rtpPercent / 100;
  const wins = SHAPES[volatility].map(([multiplier, share]) => ({ multiplier, probability: (share * rtp) / multiplier }));
  const winning = wins.reduce((sum, o) => sum + o.probability, 0);
  return [{ multiplier: 0, probability: 1 - winning }, ...wins];
}

export function expectedReturn(table: Outcome[]): number {
  return table.reduce((sum, o) => sum + o.multiplier * o.probability, 0);
}

/** Draws one outcome with a uniform number in [0, 1). */
export function draw(table: Outcome[], uniform: number): Outcome {
  let acc = 0;
  for (const o of table) {
    acc += o.probability;
    if (uniform < acc) return o;
  }
  return table[table.length - 1]!;
}

/** The symbols on a 3-reel line for an outcome, so what the player sees matches what they won. */
const SYMBOLS = ["cherry", "lemon", "bell", "star", "seven", "moon", "gem"] as const;
export type SymbolName = (typeof SYMBOLS)[number];

const WIN_SYMBOL: Record<number, SymbolName> = {
  0.5: "cherry",
  1: "lemon",
  1.5: "bell",
  2: "star",
  3: "seven",
  5: "moon",
  10: "gem",
};

/**
 * Three of a kind for a win (which symbol tells its size); for a loss, a line that is not three of a kind,
 * chosen with `pick` (a uniform number in [0, 1) per reel).
 */
export function reelsFor(outcome: Outcome, pick: () => number): [SymbolName, SymbolName, SymbolName] {
  if (outcome.multiplier > 0) {
    const s = WIN_SYMBOL[outcome.multiplier] ?? "star";
    return [s, s, s];
  }
  const one = () => SYMBOLS[Math.floor(pick() * SYMBOLS.length) % SYMBOLS.length]!;
  const a = one();
  const b = one();
  let c = one();
  if (a === b && b === c) c = SYMBOLS[(SYMBOLS.indexOf(c) + 1) % SYMBOLS.length]!;
  return [a, b, c];
}

/** What a game of this volatility pays, symbol by symbol (three of a kind), for the demo slot's paytable. */
export function paytable(volatility: Volatility): { symbol: SymbolName; multiplier: number }[] {
  return SHAPES[volatility].map(([multiplier]) => ({ symbol: WIN_SYMBOL[multiplier] ?? "star", multiplier })).reverse();
}
