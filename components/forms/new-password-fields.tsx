"use client";
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { passwordText } from "@/lib/i18n/th/password";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** What NewPasswordFields needs of the form around it, whatever other fields that form has. */
interface NewPasswordForm {
  control: Control<NewPassword>;
  register: UseFormRegister<NewPassword>;
  formState: { errors: FieldErrors<NewPassword> };
}

/**
 * A new password, the live checklist of its rules and its confirmation (registration, reset, change). `fresh` labels
 * them "new password" where the member replaces one; registration asks for "password".
 */
export function NewPasswordFields<T extends NewPassword>({
  form,
  fresh = false,
}: {
  form: { control: Control<T>; register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } };
  fresh?: boolean;
}) {
  // The fields are named the same in every form that has them; react-hook-form's types cannot see that through T.
  const f = form as unknown as NewPasswordForm;
  const password = useWatch({ control: f.control, name: "password" });
  const { errors } = f.formState;
  return (
    <>
      <PasswordInput
        label={fresh ? passwordText.new : passwordText.label}
        autoComplete="new-password"
        error={errors.password?.message}
        {...f.register("password")}
      />
      <PasswordChecklist value={password} />
      <PasswordInput
        label={fresh ? passwordText.confirmNew : passwordText.confirm}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...f.register("password_confirmation")}
      />
    </>
  );
}
