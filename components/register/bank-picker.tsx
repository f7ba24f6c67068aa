"use client";
import { forwardRef, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { accountBanks, bankOf } from "@/lib/banks/banks";
import { labelsText } from "@/lib/i18n/th/labels";
import { registerText } from "@/lib/i18n/th/register";
import { Dialog } from "@/components/ui/dialog";
import { Glyph } from "@/components/ui/glyph";
import { BankBadge } from "./bank-badge";
import s from "./bank-picker.module.css";

interface BankPickerProps {
  value: string;
  onChange: (key: string) => void;
  onBlur?: () => void;
  error?: string;
}

const BANKS = accountBanks();

/** Lower-case, no spaces, no leading ธนาคาร: "กสิกร", "kbank" and "Kasikorn" all find Kasikornbank. */
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, "").replace(/^ธนาคาร/, "");

/**
 * The bank, chosen from a sheet: a search box and a thumb-sized list, the footer's banks first. Each row is the
 * bank's colour badge with its key and its Thai name.
 */
export const BankPicker = forwardRef<HTMLButtonElement, BankPickerProps>(function BankPicker(
  { value, onChange, onBlur, error },
  ref,
) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const chosen = bankOf(value);
  const listRef = useRef<HTMLUListElement>(null);

  // Opening the sheet focuses the chosen bank (or the first), not the search box: no keyboard over the list on a phone.
  useEffect(() => {
    if (!open) return;
    const list = listRef.current;
    const target = list?.querySelector<HTMLButtonElement>('[aria-current="true"]') ?? list?.querySelector("button");
    target?.focus();
  }, [open]);
  const shown = useMemo(() => {
    const q = norm(deferred);
    if (!q) return BANKS;
    return BANKS.filter((b) => [b.key, b.thai_name, b.nice_name, b.code].some((x) => norm(x).includes(q)));
  }, [deferred]);

  const pick = (key: string) => {
    onChange(key);
    setOpen(false);
    setQuery("");
  };

  return (
    <div className={s.field}>
      <span className={s.label} id={`${id}-label`}>
        {registerText.bank}
      </span>
      <button
        ref={ref}
        type="button"
        className={s.trigger}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        data-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="bank-picker"
      >
        {chosen ? <BankBadge bank={chosen} size={34} /> : <Glyph name="bank" className={s.placeholderIcon} />}
        <span id={`${id}-value`} className={chosen ? s.value : s.placeholder}>
          {chosen ? chosen.thai_name : registerText.chooseBank}
        </span>
        <Glyph name="chevron-down" size={18} className={s.chevron} />
      </button>
      {error && (
        <p className={s.error} id={`${id}-error`}>
          {error}
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={registerText.chooseBank} testId="bank-sheet" dismissLabel={labelsText.close}>
        <div className={s.sheet}>
          <label className={s.search}>
            <Glyph name="search" size={18} />
            <span className="visually-hidden">{registerText.searchBank}</span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                // The sheet sits inside the bank form: Enter picks the first match instead of submitting it.
                if (e.key !== "Enter") return;
                e.preventDefault();
                if (query.trim() && shown[0]) pick(shown[0].key);
              }}
              placeholder={registerText.searchBank}
              autoComplete="off"
              enterKeyHint="search"
            />
          </label>
          <ul className={s.list} ref={listRef}>
            {shown.map((bank) => (
              <li key={bank.key}>
                <button
                  type="button"
                  className={s.option}
                  onClick={() => pick(bank.key)}
                  aria-current={bank.key === value ? "true" : undefined}
                >
                  <BankBadge bank={bank} />
                  <span className={s.optionText}>
                    <span className={s.optionName}>{bank.thai_name}</span>
                    <span className={s.optionSub}>{bank.nice_name}</span>
                  </span>
                  {bank.key === value && <Glyph name="check" size={20} className={s.tick} />}
                </button>
              </li>
            ))}
            {shown.length === 0 && <li className={s.empty}>{registerText.noBankFound}</li>}
          </ul>
        </div>
      </Dialog>
    </div>
  );
});
