import "server-only";

/** A one-time code never reaches a log: every run of exactly 6 digits becomes ••••••. */
export const maskCodes = (text: string) => text.replace(/(?<!\d)\d{6}(?!\d)/g, "••••••");

/** The 6-digit code in a message, if any (the demo outbox). */
export const codeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? null;
