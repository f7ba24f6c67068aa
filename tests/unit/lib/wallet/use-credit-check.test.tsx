import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { profileQueryOptions } from "@/lib/customers/queries";
import { makeQueryClient } from "@/lib/query-client";
import { creditCheck, useCreditCheck, useCreditCheckDriver } from "@/lib/wallet/use-credit-check";
import { useCreditCheckStore } from "@/stores/credit-check-store";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { recordRequests } from "../../components/helpers";

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toastMock }));

const PROFILE = "/api/customers/profile";
const timeoutText = "หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 2 ครั้ง";

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  toastMock.mockClear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  creditCheck.reset();
  useSessionStore.getState().reset();
  vi.useRealTimers();
});

/** The profile answers `credit_checking` from `checking()`; check-credit and check-turnover answer as given. */
function backend({
  checking = () => 0,
  credit = () => fixtureProfile.ufabet_credit,
  checkCredit = () => HttpResponse.json({ credit_success: true }),
  turnover = () => HttpResponse.json({ credit_success: false, success: true }),
}: {
  checking?: () => number;
  credit?: () => string;
  checkCredit?: () => Response;
  turnover?: () => Response;
} = {}) {
  server.use(
    http.get("*/api/customers/profile", () =>
      HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: credit(), credit_checking: checking() } }),
    ),
    http.get("*/api/customers/check-credit", checkCredit),
    http.get("*/api/customers/check-turnover", turnover),
  );
}

async function mount() {
  const client = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => (useCreditCheckDriver(), useCreditCheck()), { wrapper });
  await advance(0);
  expect(log.to(PROFILE)).toHaveLength(1); // the page's first read
  return { client, hook };
}

/** Moves the fake clock, then lets the (real) I/O of the answers it triggered land: MSW resolves off the fake clock. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
const polls = () => log.to(PROFILE).length - 1;
const status = () => useCreditCheckStore.getState().credit.status;

describe("the credit check, driven through React Query with fake timers", () => {
  it("happy path: toast, a poll 5 s later stores the credit, toast เช็คเครดิตเรียบร้อย, turnover check, polling stops", async () => {
    let checked = false;
    backend({ credit: () => (checked ? "99.00" : fixtureProfile.ufabet_credit), checkCredit: () => ((checked = true), HttpResponse.json({ credit_success: true })) });
    const { client, hook } = await mount();
    act(() => hook.result.current.start());
    await advance(0);
    expect(toastMock.success).toHaveBeenCalledWith("ดำเนินการเช็คเครดิต", expect.anything());
    expect(hook.result.current.busy).toBe(true);
    expect(status()).toBe("checking");

    await advance(4_999);
    expect(polls()).toBe(0);
    await advance(1);
    expect(polls()).toBe(1);
    expect(toastMock.success).toHaveBeenLastCalledWith("เช็คเครดิตเรียบร้อย", expect.anything());
    expect(client.getQueryData<{ ufabet_credit: number }>(["customers", "profile"])?.ufabet_credit).toBe(99);
    expect(log.to("/api/customers/check-turnover")).toHaveLength(1);
    expect(hook.result.current.busy).toBe(false);

    await advance(30_000);
    expect(polls()).toBe(1);
    expect(log.to("/api/customers/check-credit")).toHaveLength(1);
  });

  it("a profile read sent before check-credit answered is not a poll of the check, though it lands after", async () => {
    // The page's first read is still on its way when the member taps: the server answered it before the check began.
    let held: Promise<void> | null = null;
    let release = () => undefined as void;
    backend();
    server.use(
      http.get("*/api/customers/profile", async () => {
        const answer = HttpResponse.json({ data: { ...fixtureProfile, credit_checking: 0 } });
        if (held) await held;
        return answer;
      }),
    );
    const { client, hook } = await mount();
    held = new Promise<void>((r) => (release = r));
    void client.refetchQueries({ queryKey: profileQueryOptions().queryKey });
    await advance(0);
    held = null;
    act(() => hook.result.current.start());
    await advance(0);
    expect(status()).toBe("checking");
    await advance(1_000);
    release();
    await advance(0);
    expect(polls()).toBe(1); // the early read has landed, a second after the check began
    expect(status()).toBe("checking");
    expect(toastMock.success).not.toHaveBeenCalledWith("เช็คเครดิตเรียบร้อย", expect.anything());
    // The check's own poll, 5 s on (React Query counts the interval again from the read that landed).
    await advance(5_000);
    expect(polls()).toBe(2);
    expect(toastMock.success).toHaveBeenLastCalledWith("เช็คเครดิตเรียบร้อย", expect.anything());
    expect(status()).toBe("idle");
  });

  it("the third unsuccessful poll (at 15 s) fails with the timeout toast, and polling stops", async () => {
    backend({ checking: () => 1 });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(5_000);
    expect(polls()).toBe(1);
    await advance(5_000);
    expect(polls()).toBe(2);
    expect(toastMock.error).not.toHaveBeenCalled();
    expect(hook.result.current.busy).toBe(true);
    await advance(4_999);
    expect(toastMock.error).not.toHaveBeenCalled();
    await advance(1);
    expect(polls()).toBe(3);
    expect(toastMock.error).toHaveBeenCalledWith(timeoutText, expect.anything());
    expect(toastMock.success).not.toHaveBeenCalledWith("เช็คเครดิตเรียบร้อย", expect.anything());
    expect(hook.result.current.busy).toBe(false);
    await advance(30_000);
    expect(polls()).toBe(3);
    expect(log.to("/api/customers/check-turnover")).toHaveLength(0);
  });

  it("'Unauthenticated.' on a poll stops polling and logs out", async () => {
    let ended = false;
    server.use(
      http.get("*/api/customers/profile", () =>
        ended ? HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }) : HttpResponse.json({ data: fixtureProfile }),
      ),
      http.get("*/api/customers/check-credit", () => ((ended = true), HttpResponse.json({ credit_success: true }))),
    );
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(5_000);
    expect(polls()).toBe(1);
    expect(status()).toBe("idle");
    expect(useSessionStore.getState().expired).toBe(true);
    await advance(30_000);
    expect(polls()).toBe(1);
  });

  it("a failed check-credit returns to idle without polling; a refusal's msg is shown", async () => {
    backend({ checkCredit: () => HttpResponse.json({ success: false, msg: "ดึงยอดไม่สำเร็จ" }, { status: 502 }) });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(0);
    expect(status()).toBe("idle");
    expect(toastMock.error).toHaveBeenCalledWith("ดึงยอดไม่สำเร็จ", expect.anything());
    await advance(20_000);
    expect(polls()).toBe(0);
  });

  it("credit_success false from check-credit: back to idle, no toast, no poll", async () => {
    backend({ checkCredit: () => HttpResponse.json({ credit_success: false }) });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(20_000);
    expect(status()).toBe("idle");
    expect(polls()).toBe(0);
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it("clicking again while checking (another icon) starts nothing", async () => {
    backend({ checking: () => 1 });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(0);
    act(() => hook.result.current.start());
    await advance(0);
    expect(log.to("/api/customers/check-credit")).toHaveLength(1);
  });

  it("turnover credit_success → polls again (ดำเนินการเช็คเครดิต...) and does not loop", async () => {
    backend({ turnover: () => HttpResponse.json({ credit_success: true }) });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(5_000);
    expect(log.to("/api/customers/check-turnover")).toHaveLength(1);
    expect(toastMock.success).toHaveBeenLastCalledWith("ดำเนินการเช็คเครดิต...", expect.anything());
    expect(status()).toBe("checking");
    await advance(5_000);
    expect(polls()).toBe(2);
    expect(toastMock.success).toHaveBeenLastCalledWith("เช็คเครดิตเรียบร้อย", expect.anything());
    await advance(30_000);
    expect(polls()).toBe(2);
    expect(log.to("/api/customers/check-turnover")).toHaveLength(1);
  });

  it("turnover refusal (success false) → a warning toast with the server's msg", async () => {
    backend({ turnover: () => HttpResponse.json({ success: false, msg: "ยอดเทิร์นยังไม่ครบ" }, { status: 400 }) });
    const { hook } = await mount();
    act(() => hook.result.current.start());
    await advance(5_000);
    expect(toastMock).toHaveBeenCalledWith("ยอดเทิร์นยังไม่ครบ", expect.objectContaining({ icon: "⚠️" }));
    expect(useCreditCheckStore.getState().turnover.status).toBe("idle");
  });
});
