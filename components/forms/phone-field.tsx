import { forwardRef, type ComponentProps } from "react";
import { labelsText } from "@/lib/i18n/th/labels";
import { Field } from "@/components/ui/field";

type Props = Omit<ComponentProps<typeof Field>, "label" | "type">;

/** The member's mobile number (login, registration, forgotten password): digits, with or without its dashes. */
export const PhoneField = forwardRef<HTMLInputElement, Props>(function PhoneField(props, ref) {
  return (
    <Field
      ref={ref}
      label={labelsText.phone}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="08x-xxx-xxxx"
      maxLength={12}
      {...props}
    />
  );
});
