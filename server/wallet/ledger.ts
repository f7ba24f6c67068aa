import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";

/**
 * The double-entry ledger, in integer satang. Balances are from the site's point of view: a member's
 * wallet or hold is what the site owes them (never below zero: a CHECK on ledger_accounts, reached under the row
 * lock the UPDATE takes); operator_bank and provider_float are counter-accounts and may be negative
 * (operator_bank = -(money received) + (money paid out); provider_float = credit moved to the provider).
 *
 * Every posting is one ledger transaction whose entries sum to zero, checked here and again at commit by a
 * deferred constraint trigger (drizzle/0003_money.sql). Entries are append-only: corrections are reversals.
 * Call these inside the caller's database transaction, so the ledger moves with the business change or not at all.
 */

type AccountKind = "member_wallet" | "member_hold" | "operator_bank" | "provider_float" | "promotion_expense" | "operator_adjustments";
export interface AccountRef {
  code: string;
  kind: AccountKind;
  memberId?: number;
}

export const OPERATOR_BANK: AccountRef = { code: "operator_bank", kind: "operator_bank" };
export const PROVIDER_FLOAT: AccountRef = { code: "provider_float", kind: "provider_float" };
/** Promotion bonuses paid (a counter-account: negative by what the operator has given away). */
export const PROMOTION_EXPENSE: AccountRef = { code: "promotion_expense", kind: "promotion_expense" };
/** Finance's manual adjustments (server/backoffice/adjustments.ts): a counter-account, negative by the credit given. */
export const OPERATOR_ADJUSTMENTS: AccountRef = { code: "operator_adjustments", kind: "operator_adjustments" };
export const memberWallet = (memberId: number): AccountRef => ({ code: `member:${memberId}:wallet`, kind: "member_wallet", memberId });
export const memberHold = (memberId: number): AccountRef => ({ code: `member:${memberId}:hold`, kind: "member_hold", memberId });

export class LedgerError extends Error {
  constructor(
    readonly code: "unbalanced" | "insufficient_funds" | "invalid_amount" | "not_found",
    message: string = code,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

export interface Posting {
  kind: string;
  /** Unique per movement (e.g. "deposit:12"): posting it again moves nothing and returns the first id. */
  reference: string;
  entries: { account: AccountRef; satang: number }[];
  memo?: string;
  reverses?: number;
}

async function accountId(db: DB, ref: AccountRef): Promise<number> {
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO ledger_accounts (code, kind, member_id) VALUES (${ref.code}, ${ref.kind}, ${ref.memberId ?? null})
      ON CONFLICT (code) DO NOTHING RETURNING id`),
  );
  if (inserted[0]) return Number(inserted[0].id);
  const found = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM ledger_accounts WHERE code = ${ref.code}`));
  if (!found[0]) throw new LedgerError("not_found", `no ledger account ${ref.code}`);
  return Number(found[0].id);
}

/**
 * Takes a counter-account's row lock now (opening the account on first use), for a transaction that posts to it after
 * a posting to one that comes later in the lock order (locks.ts step 5): it then holds them in that order.
 */
export async function lockCounterAccount(db: DB, ref: AccountRef): Promise<void> {
  const id = await accountId(db, ref);
  await db.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${id} FOR NO KEY UPDATE`);
}

/** Posts one balanced transaction. Must run inside a database transaction. */
export async function post(db: DB, posting: Posting): Promise<{ id: number; replayed: boolean }> {
  const { entries } = posting;
  if (entries.length < 2) throw new LedgerError("unbalanced", "a transaction needs at least two entries");
  for (const e of entries) {
    if (!Number.isSafeInteger(e.satang) || e.satang === 0) throw new LedgerError("invalid_amount", `bad entry amount ${e.satang}`);
  }
  if (entries.reduce((s, e) => s + e.satang, 0) !== 0) throw new LedgerError("unbalanced", "entries must sum to zero");

  const created = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      INSERT INTO ledger_transactions (kind, reference, reverses, memo)
      VALUES (${posting.kind}, ${posting.reference}, ${posting.reverses ?? null}, ${posting.memo ?? null})
      ON CONFLICT (reference) DO NOTHING RETURNING id`),
  );
  if (!created[0]) {
    const first = rowsOf<{ id: string | number }>(
      await db.execute(sql`SELECT id FROM ledger_transactions WHERE reference = ${posting.reference}`),
    );
    return { id: Number(first[0]!.id), replayed: true };
  }
  const txId = Number(created[0].id);

  const resolved = await Promise.all(entries.map(async (e) => ({ id: await accountId(db, e.account), e })));
  // Lock and update accounts in id order, so two postings touching the same accounts never deadlock.
  const byAccount = new Map<number, number>();
  for (const { id, e } of resolved) byAccount.set(id, (byAccount.get(id) ?? 0) + e.satang);
  for (const id of [...byAccount.keys()].sort((a, b) => a - b)) {
    const delta = byAccount.get(id)!;
    if (delta === 0) continue;
    const kind = resolved.find((r) => r.id === id)!.e.account.kind;
    if (delta < 0 && (kind === "member_wallet" || kind === "member_hold")) {
      const [row] = rowsOf<{ balance: string | number }>(
        await db.execute(sql`SELECT balance_satang AS balance FROM ledger_accounts WHERE id = ${id} FOR UPDATE`),
      );
      if (Number(row!.balance) + delta < 0) throw new LedgerError("insufficient_funds", "a member balance may not go below zero");
    }
    await db.execute(sql`UPDATE ledger_accounts SET balance_satang = balance_satang + ${delta} WHERE id = ${id}`);
  }
  for (const { id, e } of resolved) {
    await db.execute(sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_satang) VALUES (${txId}, ${id}, ${e.satang})`);
  }
  return { id: txId, replayed: false };
}

/** A correction: posts the negation of transaction `id` (once, reference "reversal:{id}"). */
export async function reverse(db: DB, id: number, memo?: string): Promise<{ id: number; replayed: boolean }> {
  const rows = rowsOf<{ code: string; kind: AccountKind; member_id: number | null; amount: string | number; tx_kind: string }>(
    await db.execute(sql`
      SELECT a.code, a.kind, a.member_id, e.amount_satang AS amount, t.kind AS tx_kind
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.transaction_id = ${id} ORDER BY e.id`),
  );
  if (rows.length === 0) throw new LedgerError("not_found", `no ledger transaction ${id}`);
  return post(db, {
    kind: `reversal:${rows[0]!.tx_kind}`,
    reference: `reversal:${id}`,
    reverses: id,
    memo,
    entries: rows.map((r) => ({
      account: { code: r.code, kind: r.kind, memberId: r.member_id ?? undefined },
      satang: -Number(r.amount),
    })),
  });
}

/** A member account's balance in satang (0 when it was never used). */
export async function balanceOf(db: DB, ref: AccountRef): Promise<number> {
  const [row] = rowsOf<{ balance: string | number }>(
    await db.execute(sql`SELECT balance_satang AS balance FROM ledger_accounts WHERE code = ${ref.code}`),
  );
  return row ? Number(row.balance) : 0;
}

/**
 * For tests and audits: every transaction sums to zero, all entries together sum to zero, each account's stored
 * balance equals the sum of its entries, and no member account is negative.
 */
export async function ledgerSumsToZero(db: DB): Promise<boolean> {
  const [row] = rowsOf<{ total: string | number; unbalanced: string | number; drift: string | number; negative: string | number }>(
    await db.execute(sql`
      SELECT
        (SELECT COALESCE(SUM(amount_satang), 0) FROM ledger_entries) AS total,
        (SELECT COUNT(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_satang) <> 0) u) AS unbalanced,
        (SELECT COUNT(*) FROM ledger_accounts a
          WHERE a.balance_satang <> (SELECT COALESCE(SUM(amount_satang), 0) FROM ledger_entries e WHERE e.account_id = a.id)) AS drift,
        (SELECT COUNT(*) FROM ledger_accounts WHERE kind IN ('member_wallet', 'member_hold') AND balance_satang < 0) AS negative`),
  );
  return Number(row!.total) === 0 && Number(row!.unbalanced) === 0 && Number(row!.drift) === 0 && Number(row!.negative) === 0;
}
