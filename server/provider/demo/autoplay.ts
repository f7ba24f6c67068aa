import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games, members } from "@/server/db/schema";
import { weekOf } from "@/server/wallet/cashback";
import { balanceOf, winLossOf } from "./wallet";
import { secureUniform, spin, SpinRefusal } from "./spin";

/** The bet these spins place: 10 baht. */
const AUTOPLAY_BET_SATANG = 1_000;
/**
 * At most this many spins per call. At RTP 96 % a member 20 baht ahead of the target still reaches it well inside:
 * in 200,000 simulated runs the longest took 7,000 spins (the median, 9).
 */
const AUTOPLAY_MAX_SPINS = 20_000;

export interface AutoplayResult {
  phone: string;
  game: string;
  spins: number;
  staked_satang: number;
  won_satang: number;
  /** This week's stakes minus wins (Monday 00:00 Asia/Bangkok to now) after the spins. */
  week_net_loss_satang: number;
  balance_satang: number;
  /** reached: down by the target; broke: the balance no longer covers a bet; limit: AUTOPLAY_MAX_SPINS spins. */
  stopped: "reached" | "broke" | "limit";
}

/**
 * Demo mode only (`npm run simulate -- play <phone> [baht]`, POST /api/demo/play): plays the member's demo slot
 * server-side, 10-baht spins back to back, until their week is down by `targetSatang` (stakes minus wins since Monday)
 * — so the weekly cashback can be tried without sitting at the slot for an hour. Every spin is an ordinary one (the
 * game's table, the CSPRNG, its round and provider transaction), only without the 2.5 s cycle. null: no such member,
 * or no account at the provider yet (no first deposit).
 */
export async function playUntilDown(db: DB, phone: string, targetSatang: number): Promise<AutoplayResult | null> {
  const digits = phone.replace(/[\s-]/g, "");
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, digits)).limit(1);
  if (!member) return null;
  const [game] = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(and(eq(games.active, true), eq(games.category, "slot"), sql`${games.rtp} IS NOT NULL`))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(1);
  if (!game) return null;
  const week = weekOf(new Date());
  let net = await winLossOf(db, member.id, week.from, week.to);
  let spins = 0;
  let staked = 0;
  let won = 0;
  let stopped: AutoplayResult["stopped"] = "reached";
  while (net < targetSatang) {
    if (spins >= AUTOPLAY_MAX_SPINS) {
      stopped = "limit";
      break;
    }
    try {
      const r = await spin(db, { memberId: member.id, gameId: game.id, betSatang: AUTOPLAY_BET_SATANG, spinKey: `autoplay-${randomUUID()}` }, secureUniform, { cycle: false });
      spins++;
      staked += r.betSatang;
      won += r.winSatang;
      net += r.betSatang - r.winSatang;
    } catch (e) {
      if (!(e instanceof SpinRefusal)) throw e;
      if (e.code === "no_account" && spins === 0) return null;
      stopped = "broke";
      break;
    }
  }
  const balance = await balanceOf(db, member.id).catch(() => 0);
  return { phone: digits, game: game.slug, spins, staked_satang: staked, won_satang: won, week_net_loss_satang: net, balance_satang: balance, stopped };
}
