import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (`algorithm: 2` is Argon2id; the enum is a const enum.) */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: checked when the phone is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
