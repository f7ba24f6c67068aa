// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

const hot = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: hot }));

describe("toast (react-hot-toast loaded with the first toast)", () => {
  it("passes every call on to react-hot-toast, in the order made, once the library has loaded", async () => {
    const order: string[] = [];
    hot.mockImplementation((m: string) => order.push(`plain ${m}`));
    hot.success.mockImplementation((m: string) => order.push(`success ${m}`));
    hot.error.mockImplementation((m: string) => order.push(`error ${m}`));
    hot.dismiss.mockImplementation((id: string) => order.push(`dismiss ${id}`));
    const { toast } = await import("@/lib/toast");
    toast.dismiss("a");
    toast.success("ฝากเงินสำเร็จ", { id: "a" });
    toast.error("ผิดพลาด", { id: "b" });
    toast("ยอดไม่พอ", { icon: "⚠️" });
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(["dismiss a", "success ฝากเงินสำเร็จ", "error ผิดพลาด", "plain ยอดไม่พอ"]);
    expect(hot.success).toHaveBeenCalledWith("ฝากเงินสำเร็จ", { id: "a" });
    expect(hot).toHaveBeenCalledWith("ยอดไม่พอ", { icon: "⚠️" });
  });
});
