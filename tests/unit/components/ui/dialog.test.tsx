import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
