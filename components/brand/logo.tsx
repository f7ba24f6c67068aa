import styles from "./logo.module.css";

/**
 * GOLDMOON emblem (crescent + spark, drawn by logo.module.css) followed by the wordmark; `compact` keeps only the
 * emblem.
 */
export function Logo({ name = "GOLDMOON", compact = false }: { name?: string; compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <span className={compact ? styles.hidden : styles.wordmark}>{name}</span>
    </span>
  );
}
