// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { closeReview, matchReview, reviewQueue } from "@/server/backoffice/reviews";
import { demoProvider } from "@/server/provider/demo";
import { ledgerSumsToZero } from "@/server/wallet/ledger";
import { moneyMsg } from "@/server/wallet/messages";
import { th } from "@/lib/i18n/th";
import { auditRows, lateTransfer, staffMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const reviewRow = async (id: number) =>
  rowsOf<{ resolution: string | null; request_id: number | null; note: string | null; resolved: boolean }>(
    await database.execute(sql`SELECT resolution, request_id, note, resolved_at IS NOT NULL AS resolved FROM manual_reviews WHERE id = ${id}`),
  )[0]!;

describe("unmatched bank lines", () => {
  it("lists a late transfer with the expired deposit it belongs to; matching credits it once, tells the member, audits it", async () => {
    const finance = await staffMember(database, "finance");
    const late = await lateTransfer(database, 500);
    const queued = (await reviewQueue(database, finance.actor)).find((r) => r.id === late.reviewId);
    expect(queued).toMatchObject({ source: "bank-statement", reason: "no_match", amount_satang: late.amount });
    expect(queued!.candidates.map((c) => [c.id, c.status])).toEqual([[late.depositId, "expired"]]);

    const before = await demoProvider(database).balance(late.member.id);
    expect(await matchReview(database, finance.actor, late.reviewId, { depositId: late.depositId })).toEqual({ status: "matched" });
    expect(await demoProvider(database).balance(late.member.id)).toBe(before + late.amount);
    const [deposit] = rowsOf<{ status: string; deleted_cause: string | null }>(
      await database.execute(sql`SELECT status, deleted_cause FROM money_requests WHERE id = ${late.depositId}`),
    );
    expect(deposit).toEqual({ status: "completed", deleted_cause: null });
    expect(await reviewRow(late.reviewId)).toMatchObject({ resolution: "matched", request_id: late.depositId, resolved: true });
    const notes = rowsOf<{ message: string }>(await database.execute(sql`SELECT message FROM notifications WHERE member_id = ${late.member.id}`));
    expect(notes.map((n) => n.message)).toEqual([moneyMsg.lateDepositNote((late.amount / 100).toFixed(2))]);
    expect((await auditRows(database, "review", late.reviewId)).map((a) => [a.action, a.staff_id])).toEqual([["review.match", finance.id]]);
    expect((await reviewQueue(database, finance.actor)).some((r) => r.id === late.reviewId)).toBe(false);

    await expect(matchReview(database, finance.actor, late.reviewId, { depositId: late.depositId })).rejects.toMatchObject({
      status: 409,
      body: { msg: th.backoffice.reviewResolved },
    });
    expect(await demoProvider(database).balance(late.member.id)).toBe(before + late.amount);
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("refuses a deposit of another amount, and one already credited", async () => {
    const finance = await staffMember(database, "finance");
    const a = await lateTransfer(database, 300);
    const b = await lateTransfer(database, 301);
    await expect(matchReview(database, finance.actor, a.reviewId, { depositId: b.depositId })).rejects.toMatchObject({
      status: 422,
      body: { errors: { deposit_id: [th.backoffice.amountDiffers] } },
    });
    await matchReview(database, finance.actor, b.reviewId, { depositId: b.depositId });
    // The same money reported twice: the second line cannot credit the deposit again.
    const twice = await lateTransfer(database, 302);
    await database.execute(sql`UPDATE manual_reviews SET amount_satang = ${b.amount} WHERE id = ${twice.reviewId}`);
    await expect(matchReview(database, finance.actor, twice.reviewId, { depositId: b.depositId })).rejects.toMatchObject({
      status: 409,
      body: { msg: th.backoffice.depositNotCreditable },
    });
    expect(await reviewRow(twice.reviewId)).toMatchObject({ resolved: false });
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("closes a line as refunded or not ours only with a reason; support may neither read nor close", async () => {
    const finance = await staffMember(database, "finance");
    const support = await staffMember(database, "support");
    const late = await lateTransfer(database, 120);
    await expect(closeReview(database, finance.actor, late.reviewId, { resolution: "refunded", reason: " " })).rejects.toMatchObject({ status: 422 });
    await expect(reviewQueue(database, support.actor)).rejects.toMatchObject({ status: 403 });
    await expect(closeReview(database, support.actor, late.reviewId, { resolution: "refunded", reason: "x" })).rejects.toMatchObject({ status: 403 });
    expect(await closeReview(database, finance.actor, late.reviewId, { resolution: "refunded", reason: "โอนคืนผู้ส่งแล้ว" })).toEqual({ status: "refunded" });
    expect(await reviewRow(late.reviewId)).toMatchObject({ resolution: "refunded", note: "โอนคืนผู้ส่งแล้ว", resolved: true });
    expect((await auditRows(database, "review", late.reviewId)).map((a) => [a.action, a.reason])).toEqual([["review.close", "โอนคืนผู้ส่งแล้ว"]]);
  });
});
