import { bankShort, textOn, type Bank } from "@/lib/banks/banks";
import s from "./bank-picker.module.css";

/** A bank as a colour badge with its key (no logos). Decorative: the Thai name always sits beside it. */
export function BankBadge({ bank, size = 40 }: { bank: Bank; size?: number }) {
  const label = bankShort(bank.key);
  return (
    <span
      className={s.badge}
      style={{
        background: bank.color,
        color: textOn(bank.color),
        width: size,
        height: size,
        fontSize: label.length > 4 ? size * 0.22 : size * 0.27,
      }}
      aria-hidden="true"
    >
      {label}
    </span>
  );
}
