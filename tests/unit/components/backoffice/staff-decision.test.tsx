import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { StaffDecision } from "@/components/backoffice/staff-decision";
import { ApiError } from "@/lib/api/errors";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

function open(props: Partial<Parameters<typeof StaffDecision>[0]> = {}) {
  const onDone = vi.fn();
  const decide = props.decide ?? vi.fn(async () => "อนุมัติแล้ว");
  render(
    <StaffDecision title="อนุมัติรายการ #7" testId="x-dialog" confirm="ยืนยัน" onDone={onDone} {...props} decide={decide}>
      <p>รายละเอียด</p>
    </StaffDecision>,
  );
  return { onDone, decide };
}

describe("a staff decision", () => {
  it("confirmed: makes the decision once, toasts its words and closes", async () => {
    const success = vi.spyOn(toast, "success");
    const { onDone, decide } = open();
    await userEvent.click(screen.getByRole("button", { name: "ยืนยัน" }));
    expect(decide).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("อนุมัติแล้ว")); // the toast library loads on first use
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("refused: the API's Thai above the form, the dialog still open, the decision possible again", async () => {
    const decide = vi.fn(async (): Promise<string> => {
      throw new ApiError(422, { message: "กรุณาระบุเหตุผล" });
    });
    const { onDone } = open({ decide });
    await userEvent.click(screen.getByRole("button", { name: "ยืนยัน" }));
    expect(await screen.findByTestId("x-dialog-error")).toHaveTextContent("กรุณาระบุเหตุผล");
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "ยืนยัน" })).toBeEnabled();
  });

  it("incomplete: confirm stays off; cancel closes without deciding", async () => {
    const { onDone, decide } = open({ incomplete: true });
    expect(screen.getByRole("button", { name: "ยืนยัน" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: b.cancel }));
    expect(decide).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
