"use client";
import { forwardRef, useId, useState } from "react";
import s from "./otp-field.module.css";

const OTP_LENGTH = 6;

interface OtpFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * The 6-digit code: one real input (numeric keypad, the phone's SMS autofill via one-time-code) drawn as six
 * large boxes. Anything but digits is dropped, so a pasted "123 456" works.
 */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField(
  { label, value, onChange, onBlur, name, error, autoFocus, disabled },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);
  const digits = value.split("");
  const active = Math.min(value.length, OTP_LENGTH - 1);
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      <div className={s.control} data-invalid={error ? true : undefined}>
        <input
          ref={ref}
          id={id}
          name={name}
          className={s.input}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <div className={s.boxes} aria-hidden="true">
          {Array.from({ length: OTP_LENGTH }, (_, i) => (
            <span key={i} className={s.box} data-filled={digits[i] !== undefined} data-active={focused && i === active}>
              {digits[i] ?? ""}
            </span>
          ))}
        </div>
      </div>
      {error && (
        <p className={s.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
