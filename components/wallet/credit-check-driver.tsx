"use client";
import { useCreditCheckDriver } from "@/lib/wallet/use-credit-check";

/** SPEC.md §4's credit check, polled once per page whichever refresh icon started it (mounted for members). */
export function CreditCheckDriver() {
  useCreditCheckDriver();
  return null;
}
