"use client";
import { useCreditCheckDriver } from "@/lib/wallet/use-credit-check";

/** The credit check, polled once per page whichever refresh icon started it (mounted for members). */
export function CreditCheckDriver() {
  useCreditCheckDriver();
  return null;
}
