import "server-only";
import { decodeCursor, type Key, type KeyPart } from "@/lib/api/contract/paging";
import { th } from "@/lib/i18n/th";
import { invalidField } from "./errors";

/** A list call's paging input (lib/api/contract/paging.ts). */
export interface Page {
  limit?: number;
  cursor?: string;
}

/** The sort key a cursor holds; none without a cursor; a Thai 422 on `cursor` for one that is not this list's. */
export function cursorKey(cursor: string | undefined, shape: readonly KeyPart[]): Key | null {
  if (!cursor) return null;
  const key = decodeCursor(cursor, shape);
  if (!key) throw invalidField("cursor", th.paging.cursorFormat);
  return key;
}
