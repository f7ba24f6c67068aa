import { forwardRef, type ComponentProps } from "react";
import { Glyph } from "@/components/ui/glyph";
import s from "./select.module.css";

/** A native select in the field style (the phone's own wheel picker on mobile), 50 px high. */
export const Select = forwardRef<HTMLSelectElement, ComponentProps<"select">>(function Select({ className, ...rest }, ref) {
  return (
    <span className={s.wrap}>
      <select ref={ref} className={[s.select, className].filter(Boolean).join(" ")} {...rest} />
      <Glyph name="chevron-down" size={18} className={s.arrow} />
    </span>
  );
});
