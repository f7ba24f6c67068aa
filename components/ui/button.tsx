import { Link } from "./link";
import type { ComponentProps, ReactNode } from "react";
import s from "./button.module.css";

type Variant = "gold" | "deposit" | "withdraw" | "ghost" | "outline";
type Size = "small" | "medium" | "large";

interface Common {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  children: ReactNode;
}

export function buttonClass({ variant = "gold", size = "medium", block }: Omit<Common, "children">, extra?: string) {
  return [s.button, s[variant], size !== "medium" && s[size], block && s.block, extra].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...rest
}: Common & ComponentProps<"button">) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: Common & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
