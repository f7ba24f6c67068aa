import "server-only";
import type { DB } from "@/server/db/types";
import type { GameProvider } from "../types";
import { balanceOf, createAccount, transfer, turnoverOf, wageredOf, wageredSql, winLossOf, winLossSql } from "./wallet";
import { endProviderSessions, mintLaunchUrl } from "./launch";

/**
 * The built-in demo provider: accounts, transfers and launch tokens in its own tables of the same database, and
 * a playable demo slot under /demo-provider. `db` may be a transaction: the calls then join it.
 */
export function demoProvider(db: DB): GameProvider {
  return {
    createAccount: (memberId) => createAccount(db, memberId),
    balance: (memberId) => balanceOf(db, memberId),
    wagered: (memberId) => wageredOf(db, memberId),
    winLoss: (memberId, from, to) => winLossOf(db, memberId, from, to),
    turnover: (memberId, from, to) => turnoverOf(db, memberId, from, to),
    transferIn: (memberId, satang, key) => transfer(db, memberId, "in", satang, key),
    transferOut: (memberId, satang, key) => transfer(db, memberId, "out", satang, key),
    launchUrl: (memberId, launch) => mintLaunchUrl(db, memberId, launch),
    endSessions: (memberId, end) => endProviderSessions(db, memberId, end),
    // Its rounds and accounts are tables of this database: the profile poll reads them in its own statement.
    inDatabase: { winLoss: winLossSql, wagered: wageredSql },
  };
}
