/**
 * The wheel's geometry, pure (no React): segment i of n spans [i, i + 1) × 360/n degrees clockwise from the pointer
 * at the top. The server decides the prize; this only says how far to turn to show it.
 */
export const SPIN_TURNS = 5;

/** The rotation (degrees, clockwise) that brings the middle of segment `index` under the pointer. */
export function restingAngle(index: number, n: number): number {
  const seg = 360 / n;
  return (360 - (index + 0.5) * seg) % 360;
}

/** From `current`, turn forward SPIN_TURNS whole turns and on to segment `index` (always clockwise, always > current). */
export function targetRotation(current: number, index: number, n: number, turns = SPIN_TURNS): number {
  const rest = restingAngle(index, n);
  const now = ((current % 360) + 360) % 360;
  const extra = (rest - now + 360) % 360;
  return current + turns * 360 + extra;
}

/** The SVG path of segment `index` of `n` on a circle of radius r centred at (r, r). */
export function segmentPath(index: number, n: number, r: number): string {
  const a0 = ((index * 360) / n - 90) * (Math.PI / 180);
  const a1 = (((index + 1) * 360) / n - 90) * (Math.PI / 180);
  const p = (a: number) => `${(r + r * Math.cos(a)).toFixed(3)} ${(r + r * Math.sin(a)).toFixed(3)}`;
  const large = 360 / n > 180 ? 1 : 0;
  return `M ${r} ${r} L ${p(a0)} A ${r} ${r} 0 ${large} 1 ${p(a1)} Z`;
}
