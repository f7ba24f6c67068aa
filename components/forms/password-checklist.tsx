import { passwordChecks } from "@/lib/password-rules";
import { passwordText } from "@/lib/i18n/th/password";
import { Glyph } from "@/components/ui/glyph";
import s from "./password-checklist.module.css";

/** The password hints, each ticking as the member types. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  return (
    <div className={s.box} id={id}>
      <p className={s.title}>{passwordText.checklistTitle}</p>
      <ul className={s.list} data-testid="password-checklist">
        {passwordChecks(value).map(({ rule, label, ok }) => (
          <li key={rule} className={s.item} data-rule={rule} data-ok={ok}>
            <span className={s.mark} aria-hidden="true">
              {ok && <Glyph name="check-bolder" size={13} />}
            </span>
            {label}
            <span className="visually-hidden">{` (${ok ? passwordText.ruleMet : passwordText.ruleUnmet})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
