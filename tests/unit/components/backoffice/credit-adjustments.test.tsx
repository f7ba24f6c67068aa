import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { CreditAdjustments } from "@/components/backoffice/credit-adjustments";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { server } from "../../../msw/server";
import { recordRequests, renderWithClient } from "../helpers";

const t = b.adjustments;
const row = (id: number, requestedBy: string, over: Record<string, unknown> = {}) => ({
  id,
  member_id: 7,
  phone: "0812345678",
  name: "สมชาย ใจดี",
  type: "goodwill",
  amount: 25_000,
  reason: "ชดเชยเกมค้าง",
  status: "pending",
  requested_by: requestedBy,
  decided_by: null,
  reject_reason: null,
  created_at: "2026-11-29T01:00:00Z",
  decided_at: null,
  ...over,
});

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
  requests = recordRequests();
  server.use(
    http.get("*/api/backoffice/adjustments", () =>
      HttpResponse.json({
        four_eyes: 20_000,
        data: [row(3, "somchai.f"), row(2, "me.finance"), row(1, "somchai.f", { status: "posted", amount: -120.25, type: "correction", decided_by: "somchai.f", decided_at: "2026-11-29T01:05:00Z" })],
      }),
    ),
  );
});
afterEach(() => requests.stop());

describe("CreditAdjustments", () => {
  it("offers approve only on someone else's pending adjustment, reject on every pending one, nothing on a decided one", async () => {
    renderWithClient(<CreditAdjustments me="me.finance" phone="" canRequest canDecide />);
    const other = await screen.findByTestId("adjustment-3");
    expect(within(other).getByRole("button", { name: b.approve })).toBeInTheDocument();
    const own = screen.getByTestId("adjustment-2");
    expect(within(own).queryByRole("button", { name: b.approve })).toBeNull();
    expect(within(own).getByText(t.ownRequest)).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: b.reject })).toBeInTheDocument();
    const decided = screen.getByTestId("adjustment-1");
    expect(within(decided).queryAllByRole("button")).toHaveLength(0);
    expect(decided).toHaveTextContent("−120.25");
    expect(screen.getByText(t.fourEyes("20,000.00"))).toBeInTheDocument();
    // Sent before the page's script takes it over, it must never be a GET with the amount and reason in the address.
    expect(screen.getByTestId("adjustment-form")).toHaveAttribute("method", "post");
  });

  it("reads without acting for a role that may only read", async () => {
    renderWithClient(<CreditAdjustments me="risk.a" phone="" canRequest={false} canDecide={false} />);
    await screen.findByTestId("adjustment-3");
    expect(screen.queryByTestId("adjustment-form")).toBeNull();
    expect(screen.queryAllByRole("button", { name: b.approve })).toHaveLength(0);
  });

  it("sends the member's phone, the type, the signed amount and the reason; a refusal shows on its field", async () => {
    server.use(
      http.post("*/api/backoffice/adjustments", () =>
        HttpResponse.json({ message: t.errors.overCredit("10.00"), errors: { amount: [t.errors.overCredit("10.00")] } }, { status: 422 }),
      ),
    );
    renderWithClient(<CreditAdjustments me="me.finance" phone="081-234-5678" canRequest canDecide />);
    const form = await screen.findByTestId("adjustment-form");
    expect(within(form).getByLabelText(t.phone)).toHaveValue("081-234-5678");
    await userEvent.selectOptions(within(form).getByLabelText(t.type), "correction");
    await userEvent.type(within(form).getByLabelText(t.amount), "-150.50");
    await userEvent.type(within(form).getByLabelText(t.reason), "โบนัสเข้าซ้ำ");
    await userEvent.click(within(form).getByRole("button", { name: t.submit }));
    expect(await within(form).findByText(t.errors.overCredit("10.00"))).toBeInTheDocument();
    const posts = requests.to("/api/backoffice/adjustments").filter((r) => r.method === "POST");
    expect(await Promise.all(posts.map((r) => r.json()))).toEqual([{ phone: "0812345678", type: "correction", amount: -150.5, reason: "โบนัสเข้าซ้ำ" }]);
  });

  it("refuses goodwill below zero in the form, in Thai, before anything is sent", async () => {
    renderWithClient(<CreditAdjustments me="me.finance" phone="0812345678" canRequest canDecide />);
    const form = await screen.findByTestId("adjustment-form");
    await userEvent.type(within(form).getByLabelText(t.amount), "-5");
    await userEvent.type(within(form).getByLabelText(t.reason), "ทดสอบ");
    await userEvent.click(within(form).getByRole("button", { name: t.submit }));
    await waitFor(() => expect(within(form).getByText(t.errors.goodwillPositive)).toBeInTheDocument());
    expect(requests.to("/api/backoffice/adjustments").filter((r) => r.method === "POST")).toHaveLength(0);
  });
});
