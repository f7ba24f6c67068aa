// @vitest-environment node
import { expect, it } from "vitest";
import { keepHyphenated } from "@/lib/keep-hyphenated";

it("keeps the hyphenated pair of a Thai label together", () => {
  expect(keepHyphenated("ข้อมูลฝาก-ถอน")).toEqual(["ข้อมูล", "ฝาก-ถอน"]);
  expect(keepHyphenated("ฝาก-ถอน")).toEqual(["", "ฝาก-ถอน"]);
  expect(keepHyphenated("โปรโมชั่น")).toEqual(["โปรโมชั่น", ""]);
});
