import styles from "./logo.module.css";

/** Fixed gradient ids: the logo stays a server component, so no useId. Identical defs per instance are harmless. */
const GOLD = "gm-logo-gold";
const SPARK = "gm-logo-spark";

/** GOLDMOON emblem (crescent + spark, viewBox 40×40) followed by the wordmark; `compact` keeps only the emblem. */
export function Logo({ name = "GOLDMOON", compact = false }: { name?: string; compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.emblem} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={GOLD} x1="8" y1="6" x2="28" y2="38" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#fff4c8" />
            <stop offset=".4" stopColor="#f7d774" />
            <stop offset="1" stopColor="#d99a1e" />
          </linearGradient>
          <linearGradient id={SPARK} x1="24" y1="4" x2="36" y2="16" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#fffbe8" />
            <stop offset="1" stopColor="#f7d774" />
          </linearGradient>
        </defs>
        <path fill={`url(#${GOLD})`} d="M17.6 5.02A16.5 16.5 0 1 0 34.73 24.45 13 13 0 0 1 17.6 5.02Z" />
        <path fill="#9a5c08" opacity=".4" d="M9.32 7.79A16.5 16.5 0 1 0 32.21 30.68 16.2 16.2 0 0 1 9.32 7.79Z" />
        <path fill={`url(#${SPARK})`} d="M30 3.5Q30.7 9.3 36.5 10 30.7 10.7 30 16.5 29.3 10.7 23.5 10 29.3 9.3 30 3.5Z" />
        <circle cx="36" cy="18.5" r="1.3" fill="#f7d774" />
      </svg>
      <span className={compact ? styles.hidden : styles.wordmark}>{name}</span>
    </span>
  );
}
