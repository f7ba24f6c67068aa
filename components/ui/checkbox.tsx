import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";
import s from "./checkbox.module.css";

interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  children: ReactNode;
  error?: string;
}

/** A checkbox whose whole label is the touch target (≥ 44 px), with its error announced. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, error, id, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={s.wrap}>
      <label className={s.label} htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={s.box} aria-hidden="true">
          <Glyph name="check-bold" size={16} />
        </span>
        <span className={s.text}>{children}</span>
      </label>
      {error && (
        <p className={s.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
