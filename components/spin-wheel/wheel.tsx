import { segmentPath } from "@/lib/spin-wheel/wheel";
import s from "./spin-wheel.module.css";

const R = 100;
/** Our own palette: vivid segments on the night background (VISUAL.md), alternating so neighbours differ. */
const FILLS = ["#ff3d71", "#f3c54f", "#7c5cff", "#19c37d", "#ff8a00", "#2bb8ff", "#e14eca", "#ffd84d"];

interface WheelProps {
  amounts: string[];
  /** Degrees clockwise; the parent sets where it rests (the server's prize under the pointer). */
  rotation: number;
  animate: boolean;
  durationMs: number;
  label: string;
}

/** The wheel as SVG: one segment per prize, a gold rim and hub, the pointer fixed at the top. */
export function Wheel({ amounts, rotation, animate, durationMs, label }: WheelProps) {
  const n = Math.max(1, amounts.length);
  return (
    <div className={s.wheelBox} role="img" aria-label={label}>
      <svg className={s.pointer} viewBox="0 0 40 44" aria-hidden="true">
        <path d="M20 42 L4 8 A18 18 0 0 1 36 8 Z" fill="url(#spin-pointer)" stroke="#1a1204" strokeWidth="2" />
        <defs>
          <linearGradient id="spin-pointer" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f7d774" />
            <stop offset="1" stopColor="#d99a1e" />
          </linearGradient>
        </defs>
      </svg>
      <svg
        className={s.wheel}
        viewBox={`-8 -8 ${2 * R + 16} ${2 * R + 16}`}
        aria-hidden="true"
        data-testid="spin-wheel-disc"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${durationMs}ms cubic-bezier(0.15, 0.85, 0.2, 1)` : "none",
        }}
      >
        <circle cx={R} cy={R} r={R + 6} fill="#1c2438" stroke="#d99a1e" strokeWidth="4" />
        {/* The segments' outline, once for all (the labels' own stroke is their class's). */}
        <g stroke="#0b0f1a" strokeWidth="1.5">
          {amounts.map((amount, i) => (
            <g key={i}>
              <path d={segmentPath(i, n, R)} fill={FILLS[i % FILLS.length]} />
              <text x={R} y={R * 0.32} transform={`rotate(${((i + 0.5) * 360) / n} ${R} ${R})`} className={s.segmentText}>
                ฿{amount}
              </text>
            </g>
          ))}
        </g>
        <circle cx={R} cy={R} r={R * 0.16} fill="#0b0f1a" stroke="#f3c54f" strokeWidth="4" />
      </svg>
    </div>
  );
}
