// @vitest-environment node
import { describe, expect, it } from "vitest";
import { activityTicket, gameLaunch } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";

/** Bad input to the launch and activity calls reads in Thai, on the field, like every other 422. */
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe("game and activity inputs", () => {
  it.each([{ host: 0 }, { host: 8 }, { host: 2.5 }, { host: "3" }])("refuses host %j in Thai", (body) => {
    expect(messages(gameLaunch.body!.safeParse(body))).toEqual([th.game.unknownHost]);
  });

  it.each([{ host: 1, game: 0 }, { host: 1, game: "x" }])("refuses game %j in Thai", (body) => {
    expect(messages(gameLaunch.body!.safeParse(body))).toEqual([th.game.unknownGame]);
  });

  it("refuses an unknown activity target in Thai", () => {
    expect(messages(activityTicket.body!.safeParse({ target: "casino" }))).toEqual([th.activity.unknownTarget]);
  });
});
