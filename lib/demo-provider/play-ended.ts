import { demoProviderText } from "@/lib/i18n/th/demo-provider";

/** Why the site ended a member's play at the provider; the player is told which. */
const PLAY_END_REASONS = ["timeout", "self_exclusion", "logout", "password", "session_ended"] as const;
export type PlayEndReason = (typeof PLAY_END_REASONS)[number];

export const isPlayEndReason = (value: unknown): value is PlayEndReason =>
  typeof value === "string" && (PLAY_END_REASONS as readonly string[]).includes(value);

/** What the game says when it will not open or take a bet: the reason when the site gave one. */
export function playEndedText(reason: PlayEndReason | null | undefined): string {
  return reason ? demoProviderText.playEnded[reason] : demoProviderText.sessionExpired;
}
