"use client";
import { forwardRef, useState, type ComponentProps } from "react";
import { authText } from "@/lib/i18n/th/auth";
import { Field, FieldButton } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";

type Props = Omit<ComponentProps<typeof Field>, "type" | "trailing">;

/** A password field with its own show/hide toggle (44 px). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      type={shown ? "text" : "password"}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <FieldButton
          onClick={() => setShown((v) => !v)}
          aria-label={`${shown ? authText.hidePassword : authText.showPassword} (${props.label})`}
          aria-pressed={shown}
        >
          {shown ? <Glyph name="eye-off" size={20} /> : <Glyph name="eye" size={20} />}
        </FieldButton>
      }
      {...props}
    />
  );
});
