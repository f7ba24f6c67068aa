import s from "./spinner.module.css";

/** A gold ring that turns; the label beside it carries the meaning (reduced motion stops only the turning). */
export function Spinner({ size = 44 }: { size?: number }) {
  return <span className={s.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
