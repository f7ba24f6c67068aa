import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { SitePopups } from "@/components/popups/site-popups";
import { DepositFlow } from "@/components/wallet/deposit-flow";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { actAsMember } from "../../../msw/handlers";
import { server } from "../../../msw/server";
import { fixtureFailingDeposit, fixtureProfile, fixtureSiteInfo } from "../../../msw/fixtures";
import { setMockNews } from "../../../msw/messages";
import { setMockProtection } from "../../../msw/protection";
import { expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  router.push.mockReset();
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  actAsMember();
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  useSessionStore.getState().reset();
  sessionStorage.clear();
  vi.useRealTimers();
});

async function openForm(user = userEvent.setup()) {
  const utils = renderWithClient(<DepositFlow />);
  const warning = await screen.findByTestId("deposit-warning");
  expect(within(warning).getByRole("heading", { name: th.labels.warning })).toBeInTheDocument();
  expect(warning).toHaveTextContent(th.deposit.warning);
  await user.click(within(warning).getByRole("button", { name: th.deposit.acknowledge }));
  await screen.findByTestId("deposit-form");
  expect(router.push).not.toHaveBeenCalled();
  return { user, ...utils };
}

const amountInput = () => screen.getByLabelText(th.deposit.amount);
const submit = () => screen.getByRole("button", { name: th.deposit.submit });

describe("deposit", () => {
  it("refreshes the profile first, then the warning's confirm opens the form", async () => {
    renderWithClient(<DepositFlow />);
    expect(screen.getByTestId("deposit-loading")).toHaveTextContent(th.deposit.refreshing);
    await screen.findByTestId("deposit-warning");
    expect(log.to("/api/customers/profile").length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByTestId("deposit-form")).not.toBeInTheDocument();
  });

  it("opening it asks the game provider for the credit before reading the profile", async () => {
    renderWithClient(<DepositFlow />);
    await screen.findByTestId("deposit-warning");
    const order = log.seen.map((r) => new URL(r.url).pathname).filter((p) => p === "/api/customers/check-credit" || p === "/api/customers/profile");
    expect(order.slice(0, 2)).toEqual(["/api/customers/check-credit", "/api/customers/profile"]);
  });

  it("one dialog at a time: the popup news waits until the warning is confirmed, then shows", async () => {
    setMockNews([{ id: 7, title: "โปรฝากแรก", content: "<p>ฝาก 100 รับ 200</p>" }]);
    const user = userEvent.setup();
    renderWithClient(
      <>
        <DepositFlow />
        <SitePopups info={fixtureSiteInfo} />
      </>,
    );
    const warning = await screen.findByTestId("deposit-warning");
    // The news has been fetched and the page has settled: still only the warning.
    await waitFor(() => expect(log.to("/api/news/popup").length).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId("news-popup")).toBeNull();
    expect(document.querySelectorAll("dialog[open]")).toHaveLength(1);
    await user.click(within(warning).getByRole("button", { name: th.deposit.acknowledge }));
    const news = await screen.findByTestId("news-popup");
    expect(news).toHaveAttribute("open");
    expect(warning).not.toHaveAttribute("open");
    expect(document.querySelectorAll("dialog[open]")).toHaveLength(1);
  });

  it("dismissing the warning without confirming goes home", async () => {
    const user = userEvent.setup();
    renderWithClient(<DepositFlow />);
    const warning = await screen.findByTestId("deposit-warning");
    await user.click(within(warning).getByRole("button", { name: th.labels.close }));
    expect(router.push).toHaveBeenCalledWith("/");
  });

  it("Esc does not dismiss the warning: it stays until it is confirmed", async () => {
    const user = userEvent.setup();
    renderWithClient(<DepositFlow />);
    const warning = await screen.findByTestId("deposit-warning");
    await user.keyboard("{Escape}{Escape}");
    expect(warning).toHaveAttribute("open");
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.queryByTestId("deposit-form")).not.toBeInTheDocument();
  });

  it("checks the amount before sending: positive, at least 1 baht, two decimals", async () => {
    const { user } = await openForm();
    // Were it ever posted before its script, the amount would go in a body to /form/wait, not in an address.
    expectFormsPostTo("/form/wait?to=%2Fdeposit", screen.getByTestId("deposit-form").parentElement!);
    await user.click(submit());
    expect(await screen.findByText(th.validation.amountRequired)).toBeInTheDocument();
    await user.type(amountInput(), "0.5");
    await user.click(submit());
    expect(await screen.findByText(th.deposit.amountMin)).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), "10.123");
    await user.click(submit());
    expect(await screen.findByText(th.validation.amountDecimals)).toBeInTheDocument();
    expect(log.to("/api/requests/deposit/prepare")).toHaveLength(0);
  });

  it("a promotion's option is its name only; its terms show below once chosen, with a note under its minimum", async () => {
    const { user } = await openForm();
    const option = await screen.findByRole("option", { name: "สมาชิกใหม่ รับโบนัส 100%" });
    expect(option).toHaveValue("1");
    expect(screen.queryByTestId("deposit-promotion-terms")).not.toBeInTheDocument();
    await user.type(amountInput(), "50");
    await user.selectOptions(screen.getByLabelText(th.deposit.promotion), "1");
    const terms = screen.getByTestId("deposit-promotion-terms");
    expect(terms).toHaveTextContent(th.deposit.promotionBonus(100, "1,000"));
    expect(terms).toHaveTextContent("ฝากครั้งแรก รับโบนัส 100%");
    expect(terms).toHaveTextContent(th.deposit.promotionBelowMin("100.00"));
    await user.clear(amountInput());
    await user.type(amountInput(), "100");
    expect(terms).toHaveTextContent(th.deposit.promotionMin("100.00"));
    await user.selectOptions(screen.getByLabelText(th.deposit.promotion), "");
    expect(screen.queryByTestId("deposit-promotion-terms")).not.toBeInTheDocument();
  });

  it("bank transfer: the operator account, the exact amount with its satang, a countdown and a cancel", async () => {
    const { user } = await openForm();
    await screen.findByRole("option", { name: /สมาชิกใหม่/ });
    await user.type(amountInput(), "500");
    await user.selectOptions(screen.getByLabelText(th.deposit.promotion), "2");
    await user.click(submit());
    const box = await screen.findByTestId("deposit-box");
    expect(within(box).getByTestId("to-account")).toHaveTextContent(fixtureProfile.to_account_number);
    expect(box).toHaveTextContent(fixtureProfile.to_name);
    expect(box).toHaveTextContent("ธนาคารไทยพาณิชย์");
    expect(within(box).getByTestId("deposit-amount").textContent).toMatch(/^฿500\.\d\d$/);
    expect(within(box).getByTestId("deposit-amount").textContent).not.toBe("฿500.00");
    expect(within(box).getByTestId("deposit-countdown")).toHaveTextContent(/1[45]:\d\d/);
    expect(box).toHaveTextContent(th.deposit.boxWarning);

    const [body] = await log.bodiesTo("/api/requests/deposit/prepare");
    expect(body).toMatchObject({ amount: 500, promotion_id: 2 });
    const key = log.to("/api/requests/deposit/prepare")[0]!.headers.get("idempotency-key");
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await user.click(within(box).getByRole("button", { name: th.deposit.cancel }));
    await screen.findByTestId("deposit-form");
    expect(log.seen.filter((r) => /\/api\/requests\/deposit\/\d+\/cancel$/.test(r.url))).toHaveLength(1);
    expect(screen.queryByTestId("deposit-box")).not.toBeInTheDocument();
  });

  it("a server error on amount shows its first message on the field", async () => {
    server.use(
      http.post("*/api/requests/deposit/prepare", () =>
        HttpResponse.json({ message: "x", errors: { amount: ["ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ 100.00 บาท", "second"] } }, { status: 422 }),
      ),
    );
    const { user } = await openForm();
    await user.type(amountInput(), "20");
    await user.click(submit());
    expect(await screen.findAllByText("ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ 100.00 บาท")).not.toHaveLength(0);
    expect(screen.queryByText("second")).not.toBeInTheDocument();
  });

  it("payment gateway (the family's answer): the QR image from its base64 PNG, with the countdown and warning", async () => {
    const { user } = await openForm();
    await user.type(amountInput(), "300");
    await user.click(screen.getByLabelText(new RegExp(th.deposit.methodQr)));
    await user.click(submit());
    const box = await screen.findByTestId("deposit-qr-box");
    const qr = within(box).getByTestId("qr-code");
    expect(qr.tagName).toBe("IMG");
    expect(qr.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
    expect(qr).toHaveAccessibleName(th.deposit.qrAlt("300.00"));
    // request_lifetime "900" from the pending request's created_at: a 15-minute countdown.
    expect(within(box).getByTestId("deposit-countdown")).toHaveTextContent(/1[45]:\d\d/);
    expect(box).toHaveTextContent(th.deposit.qrWarning);
    // The QR carries its amount: no "to the satang" instruction, no highlighted satang.
    expect(box).toHaveTextContent(th.deposit.qrAmount);
    expect(box).not.toHaveTextContent(th.deposit.exactAmount);
    expect(within(box).getByTestId("deposit-amount").textContent).toBe("฿300.00");
    expect(within(box).getByTestId("deposit-amount").querySelector("span")).toBeNull();
    const sent = log.to("/api/requests/deposit/payment-gateway")[0]!;
    expect(sent.headers.get("idempotency-key")).toBeTruthy();
  });

  it("payment gateway (our answer): the PromptPay payload drawn as an SVG QR", async () => {
    server.use(
      http.post("*/api/requests/deposit/payment-gateway", () =>
        HttpResponse.json({
          success: true,
          data: { id: 501, amount: "300.00", qr_payload: "00020101021229370016A000000677010111011300668123456785303764540630000.005802TH6304ABCD", expires_at: new Date(Date.now() + 900_000).toISOString() },
        }),
      ),
    );
    const { user } = await openForm();
    await user.type(amountInput(), "300");
    await user.click(screen.getByLabelText(new RegExp(th.deposit.methodQr)));
    await user.click(submit());
    const qr = within(await screen.findByTestId("deposit-qr-box")).getByTestId("qr-code");
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.getAttribute("data-payload")).toMatch(/^000201010212.*6304ABCD$/);
    // The encoder loads with the first code shown; the white square holds the place until it has drawn.
    await waitFor(() => expect(qr.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(100));
    expect(qr).not.toHaveAttribute("aria-busy");
  });

  it("a QR deposit opened in another tab shows its QR again, rebuilt from the profile's pending_request", async () => {
    const { user } = await openForm();
    await user.type(amountInput(), "300");
    await user.click(screen.getByLabelText(new RegExp(th.deposit.methodQr)));
    await user.click(submit());
    const src = within(await screen.findByTestId("deposit-qr-box")).getByTestId("qr-code").getAttribute("src");
    cleanup();
    sessionStorage.clear(); // a new tab: nothing kept for it
    renderWithClient(<DepositFlow />);
    const box = await screen.findByTestId("deposit-qr-box");
    expect(within(box).getByTestId("qr-code").getAttribute("src")).toBe(src);
    expect(within(box).getByTestId("deposit-amount").textContent).toBe("฿300.00");
    expect(within(box).getByTestId("deposit-countdown")).toHaveTextContent(/1[45]:\d\d/);
    expect(screen.queryByTestId("deposit-warning")).not.toBeInTheDocument();
  });

  it("a withdrawal waiting in pending_request is never a deposit to make: in progress, no warning, no box", async () => {
    server.use(
      http.get("*/api/customers/profile", () =>
        HttpResponse.json({
          success: true,
          data: {
            ...fixtureProfile,
            pending_request: { id: 2101, type: "withdraw", status: "pending", amount: "500.00", bank: "kbank", account_number: "0123456789", name: fixtureProfile.name, created_at: "2026-11-21T02:15:00.000Z" },
          },
        }),
      ),
    );
    renderWithClient(<DepositFlow />);
    const panel = await screen.findByTestId("deposit-withdraw-pending");
    expect(panel).toHaveTextContent(th.family.withdrawPendingTitle);
    expect(panel).toHaveTextContent(th.family.withdrawPendingDeposit("500.00"));
    expect(panel).toHaveTextContent("21/11/26 09:15:00");
    expect(screen.queryByTestId("deposit-warning")).not.toBeInTheDocument();
    expect(screen.queryByTestId("deposit-box")).not.toBeInTheDocument();
    expect(screen.queryByTestId("deposit-form")).not.toBeInTheDocument();
  });

  it("hides the QR method when the profile has no payment gateway", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
    await openForm();
    expect(screen.queryByLabelText(new RegExp(th.deposit.methodQr))).not.toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(th.deposit.methodBank))).toBeChecked();
  });

  it("a cancel failure without detail says หมดเวลาทำรายการฝากเงิน", async () => {
    server.use(http.post("*/api/requests/deposit/:id/cancel", () => HttpResponse.json({ success: false }, { status: 400 })));
    const { user } = await openForm();
    await user.type(amountInput(), "100");
    await user.click(submit());
    const box = await screen.findByTestId("deposit-box");
    await user.click(within(box).getByRole("button", { name: th.deposit.cancel }));
    expect(await screen.findByTestId("deposit-error")).toHaveTextContent("หมดเวลาทำรายการฝากเงิน");
  });

  it("the watch reads the profile every 10 s and ends with the success text, then goes home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openForm(user);
    await user.type(amountInput(), "250");
    await user.click(submit());
    const amount = (await screen.findByTestId("deposit-amount")).textContent!.replace("฿", "");
    await waitFor(() => expect(log.to("/api/customers/profile").length).toBeGreaterThanOrEqual(2));
    const before = log.to("/api/customers/profile").length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(log.to("/api/customers/profile").length).toBeGreaterThan(before));
    expect(await screen.findByTestId("deposit-outcome")).toHaveTextContent(`คุณทำการฝากเงินจำนวน ${amount} บาท เรียบร้อยแล้ว`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(router.push).toHaveBeenCalledWith("/");
    const reads = log.to("/api/customers/profile").length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(log.to("/api/customers/profile").length).toBeLessThanOrEqual(reads + 1);
  });

  it("a refusal because a deposit is already open elsewhere re-reads the profile and shows that deposit's box", async () => {
    let openElsewhere = false;
    server.use(
      http.get("*/api/customers/profile", () =>
        HttpResponse.json({ data: { ...fixtureProfile, payment_gateway_status: true, pending_request: openElsewhere ? { id: 91 } : null } }),
      ),
      http.post("*/api/requests/deposit/prepare", () => {
        openElsewhere = true; // opened from another device meanwhile
        return HttpResponse.json({ success: false, msg: "คุณมีรายการฝากเงินที่รอดำเนินการอยู่" }, { status: 400 });
      }),
    );
    const { user } = await openForm();
    await user.type(amountInput(), "300");
    await user.click(submit());
    expect(await screen.findByTestId("deposit-box")).toHaveTextContent(th.deposit.requestNo(91));
  });

  it("resumes a deposit already open and reports a failure with its deleted_cause", async () => {
    let reads = 0;
    server.use(
      http.get("*/api/customers/profile", () => {
        reads += 1;
        const done = reads >= 3;
        return HttpResponse.json({
          data: {
            ...fixtureProfile,
            pending_request: done ? null : { id: 77 },
            completed_requests: done ? [{ id: 77, type: "deposit", status: "expired", amount: "13.00", deleted_cause: fixtureFailingDeposit.cause }] : [],
          },
        });
      }),
    );
    const { client } = renderWithClient(<DepositFlow />);
    const box = await screen.findByTestId("deposit-box");
    expect(box).toHaveTextContent(th.deposit.requestNo(77));
    expect(screen.queryByTestId("deposit-warning")).not.toBeInTheDocument();
    await act(async () => {
      await client.invalidateQueries({ queryKey: ["customers", "profile"] });
    });
    await act(async () => {
      await client.invalidateQueries({ queryKey: ["customers", "profile"] });
    });
    // The API's cause ("deposit time ended") in Thai: the member never reads the English.
    expect(await screen.findByTestId("deposit-outcome")).toHaveTextContent("ไม่สามารถฝากเงิน (หมดเวลาทำรายการฝาก)");
    expect(screen.getByTestId("deposit-outcome")).not.toHaveTextContent("deposit time ended");
  });

  it("an amount over the member's deposit limit is refused with the API's Thai message: what is left and when it resets", async () => {
    setMockProtection(fixtureProfile.phone, { limits: { daily: { amount: 300, pending: null } } });
    const { user } = await openForm();
    expect(await screen.findByTestId("deposit-limit-note")).toHaveTextContent("ฝากได้อีก ฿300.00");
    await user.type(amountInput(), "500");
    await user.click(submit());
    expect(await screen.findByTestId("deposit-error")).toHaveTextContent(
      /^ยอดนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้ ฝากได้อีก 300\.00 บาท วงเงินเริ่มรอบใหม่ \d\d\/\d\d\/\d\d 00:00:00$/,
    );
    expect(amountInput()).toHaveValue("500");
    expect(screen.queryByTestId("deposit-box")).not.toBeInTheDocument();
  });
});
