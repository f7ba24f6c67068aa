// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adultBirthDate } from "@/lib/api/contract/fields";
import { birthDateIso, birthParts, birthYearsBE } from "@/lib/birth-date";

describe("birth dates in the Buddhist era", () => {
  it("turns day / month / พ.ศ. into a Gregorian YYYY-MM-DD", () => {
    expect(birthDateIso({ day: "14", month: "5", year: "2533" })).toBe("1990-05-14");
    expect(birthDateIso({ day: "1", month: "12", year: "2543" })).toBe("2000-12-01");
  });

  it("is empty while a part is missing", () => {
    expect(birthDateIso({ day: "", month: "5", year: "2533" })).toBe("");
    expect(birthDateIso({ day: "14", month: "", year: "2533" })).toBe("");
    expect(birthDateIso({ day: "14", month: "5", year: "" })).toBe("");
  });

  it("gives the parts back for the selects", () => {
    expect(birthParts("1990-05-14")).toEqual({ day: "14", month: "5", year: "2533" });
    expect(birthParts(undefined)).toEqual({ day: "", month: "", year: "" });
  });

  it("offers this Buddhist year back 100 years, newest first", () => {
    const years = birthYearsBE(new Date("2026-03-01T00:00:00Z"));
    expect(years[0]).toBe(2569);
    expect(years.at(-1)).toBe(2469);
  });

  it("an impossible date fails the contract's rule", () => {
    expect(adultBirthDate.safeParse(birthDateIso({ day: "31", month: "2", year: "2533" })).success).toBe(false);
  });
});
