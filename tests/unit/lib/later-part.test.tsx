import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { laterPart } from "@/lib/later-part";

function Step({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe("laterPart", () => {
  it("once preloaded, renders in the same commit that shows it: no empty frame", async () => {
    const load = vi.fn(async () => Step);
    const Later = laterPart(load);
    await Later.preload();
    render(<Later label="ขั้นตอนที่ 2" />);
    expect(screen.getByText("ขั้นตอนที่ 2")).toBeTruthy();
    await Later.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shown before its code arrived, renders nothing, then the part as soon as it arrives", async () => {
    let arrive!: (c: typeof Step) => void;
    const Later = laterPart(() => new Promise<typeof Step>((r) => (arrive = r)));
    const { container } = render(<Later label="ยืนยัน OTP" />);
    expect(container.textContent).toBe("");
    await act(async () => arrive(Step));
    expect(screen.getByText("ยืนยัน OTP")).toBeTruthy();
  });

  it("holds the part's place with its placeholder until the code arrives", async () => {
    let arrive!: (c: typeof Step) => void;
    const Later = laterPart(() => new Promise<typeof Step>((r) => (arrive = r)), <div data-testid="holding" />);
    render(<Later label="ฝากเงิน" />);
    expect(screen.getByTestId("holding")).toBeTruthy();
    await act(async () => arrive(Step));
    expect(screen.getByText("ฝากเงิน")).toBeTruthy();
    expect(screen.queryByTestId("holding")).toBeNull();
  });

  it("asks again after a load that failed", async () => {
    const load = vi.fn<() => Promise<typeof Step>>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(Step);
    const Later = laterPart(load);
    await expect(Later.preload()).rejects.toThrow("ChunkLoadError");
    await Later.preload();
    render(<Later label="บัญชีธนาคาร" />);
    expect(screen.getByText("บัญชีธนาคาร")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
