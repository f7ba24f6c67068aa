import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";
import s from "./field.module.css";

interface FieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
}

/** A labelled input with its error (announced) and an optional trailing button (e.g. show password). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={s.control}>
        <input
          ref={ref}
          id={inputId}
          className={[s.input, trailing ? s.withTrailing : null, className].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing && <span className={s.trailing}>{trailing}</span>}
      </div>
      {hint && !error && (
        <p className={s.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={s.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});

export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={s.alert} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

/** The button inside a field's trailing slot (44 px). */
export function FieldButton(props: ComponentProps<"button">) {
  return <button type="button" className={s.trailingButton} {...props} />;
}
