import * as z from "zod/mini";
import { defineCall } from "./define";
import { rowIdParam } from "./fields";

/**
 * An unread operator message to the member, as the profile's `events` lists it beside the claimable bonuses (at most
 * 5, newest first); the notification dialog shows it as plain text and marks it read on submit.
 */
export const notificationEvent = z.object({
  id: z.number().check(z.int()),
  type: z.literal("notification"),
  message: z.string(),
  created_at: z.string(),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;

export const markNotificationRead = defineCall({
  method: "POST",
  path: "/api/customers/notifications/{id}/read",
  summary: "Mark one of the member's notifications read (again: still success); it leaves the profile's events",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean() }),
  errors: { 401: "Unauthenticated.", 404: "{ message } someone else's or unknown notification" },
});
