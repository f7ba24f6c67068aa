import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";

const dialog = (open: boolean) => (
  <Dialog open={open} onClose={() => {}} title="ผลการหมุนวงล้อ" testId="d">
    <DialogText>ยินดีด้วย</DialogText>
  </Dialog>
);

describe("Dialog", () => {
  it("renders no content until it first opens, then keeps it once closed (for the closing transition)", () => {
    const { rerender } = render(dialog(false));
    expect(screen.getByTestId("d")).toBeEmptyDOMElement();
    rerender(dialog(true));
    expect(screen.getByTestId("d")).toHaveTextContent("ผลการหมุนวงล้อยินดีด้วย");
    rerender(dialog(false));
    expect(screen.getByTestId("d")).toHaveTextContent("ผลการหมุนวงล้อยินดีด้วย");
  });

  it("renders its content at once when it starts open", () => {
    render(dialog(true));
    expect(screen.getByTestId("d")).toHaveTextContent("ยินดีด้วย");
  });
});

/** A page with a button before and after the dialog's opener, so focus has somewhere to leak to. */
function Page({ dismissible = true, onClose = () => {}, mounted = true }: { dismissible?: boolean; onClose?: () => void; mounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button">ก่อน</button>
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      <button type="button">หลัง</button>
      {mounted && (
        <Dialog
          open={open}
          onClose={close}
          title="คำเตือน"
          testId="d"
          dismissLabel="ปิด"
          dismissible={dismissible}
          actions={
            <>
              <Button onClick={close}>ยกเลิก</Button>
              <Button onClick={close}>ยืนยัน</Button>
            </>
          }
        >
          <DialogText>ข้อความ</DialogText>
        </Dialog>
      )}
    </>
  );
}

async function openByKeyboard() {
  const user = userEvent.setup();
  const utils = render(<Page />);
  screen.getByRole("button", { name: "เปิด" }).focus();
  await user.keyboard("{Enter}");
  return { user, ...utils };
}

describe("Dialog focus (the keyboard)", () => {
  it("opening moves focus to its first control; closing gives it back to the opener", async () => {
    const { user } = await openByKeyboard();
    expect(screen.getByTestId("d")).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "ยกเลิก" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("d")).not.toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "เปิด" })).toHaveFocus();
  });

  it("Tab and Shift+Tab go round inside it, never to the page behind", async () => {
    const { user } = await openByKeyboard();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      seen.push(document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
    }
    expect(seen).toEqual(["ยืนยัน", "ปิด", "ยกเลิก", "ยืนยัน"]);
    const back: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab({ shift: true });
      back.push(document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
    }
    expect(back).toEqual(["ยกเลิก", "ปิด", "ยืนยัน", "ยกเลิก"]);
  });

  it("Esc closes it and gives focus back to the opener", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "เปิด" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId("d")).not.toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "เปิด" })).toHaveFocus();
  });

  it("a dialog that is not dismissible stays open on Esc, however often, and keeps focus", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} dismissible={false} />);
    await user.click(screen.getByRole("button", { name: "เปิด" }));
    await user.keyboard("{Escape}{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId("d")).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "ยกเลิก" })).toHaveFocus();
  });

  it("a dialog dropped from the page while open gives focus back too", async () => {
    const { rerender } = await openByKeyboard();
    expect(screen.getByRole("button", { name: "ยกเลิก" })).toHaveFocus();
    rerender(<Page mounted={false} />);
    expect(screen.getByRole("button", { name: "เปิด" })).toHaveFocus();
  });
});
