import { describe, expect, it, vi } from "vitest";
import { onFirstInput } from "@/lib/first-input";

describe("onFirstInput", () => {
  it.each(["pointerdown", "keydown", "touchstart"])("runs the task once, at the first %s", (type) => {
    const task = vi.fn();
    onFirstInput(task);
    window.dispatchEvent(new Event("focusin")); // an autofocus is not the person's input
    window.dispatchEvent(new Event("load"));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("sees input on any element (capture), and never runs once cancelled", () => {
    const task = vi.fn();
    const button = document.body.appendChild(document.createElement("button"));
    button.addEventListener("pointerdown", (e) => e.stopPropagation());
    onFirstInput(task);
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    onFirstInput(cancelled)();
    window.dispatchEvent(new Event("keydown"));
    expect(cancelled).not.toHaveBeenCalled();
    button.remove();
  });
});
