import { registerText } from "@/lib/i18n/th/register";
import { Glyph } from "@/components/ui/glyph";
import s from "./step-bar.module.css";

/** The four-step bar. `current` is 1-4; 5 means every step is done (RegisterFinal). */
export function StepBar({ current }: { current: number }) {
  const steps = registerText.steps;
  return (
    <nav aria-label={registerText.stepsLabel} className={s.nav}>
      <ol className={s.bar} data-testid="step-bar">
        {steps.map((label, i) => {
          const n = i + 1;
          const state = n < current ? "done" : n === current ? "current" : "todo";
          return (
            <li key={label} className={s.step} data-state={state} aria-current={state === "current" ? "step" : undefined}>
              <span className={s.dot} aria-hidden="true">
                {state === "done" ? <Glyph name="check-bold" size={16} /> : n}
              </span>
              <span className={s.label}>{label}</span>
            </li>
          );
        })}
      </ol>
      {current <= steps.length && <p className="visually-hidden">{registerText.stepOf(current, steps.length)}</p>}
    </nav>
  );
}
