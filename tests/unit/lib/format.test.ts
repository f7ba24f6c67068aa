// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatBaht, formatDateTime, formatMoney, formatPhone } from "@/lib/format";

describe("formatMoney", () => {
  it.each([
    [1234.5, "1,234.50"],
    [0, "0.00"],
    [1250, "1,250.00"],
    [1234567.891, "1,234,567.89"],
    [-50, "-50.00"],
  ])("%j → %j", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])("defaults %j to 0.00", (value) => {
    expect(formatMoney(value)).toBe("0.00");
  });

  it("formatBaht adds the baht sign", () => {
    expect(formatBaht(1234.5)).toBe("฿1,234.50");
  });
});

describe("formatDateTime (dd/mm/yy HH:mm:ss, Bangkok time)", () => {
  it("shows Bangkok time (UTC+7) with a 2-digit year", () => {
    expect(formatDateTime("2024-03-05T17:04:09Z")).toBe("06/03/24 00:04:09");
    expect(formatDateTime("2024-12-31T16:59:59Z")).toBe("31/12/24 23:59:59");
    expect(formatDateTime("2024-12-31T17:00:00Z")).toBe("01/01/25 00:00:00");
  });

  it("pads a year below 10", () => {
    expect(formatDateTime("2009-01-02T03:04:05+07:00")).toBe("02/01/09 03:04:05");
  });

  it("takes a Date and a timestamp too", () => {
    const at = Date.UTC(2024, 0, 15, 1, 2, 3);
    expect(formatDateTime(at)).toBe("15/01/24 08:02:03");
    expect(formatDateTime(new Date(at))).toBe("15/01/24 08:02:03");
  });

  it("shows - for an invalid date", () => {
    expect(formatDateTime("not a date")).toBe("-");
  });
});

describe("formatPhone", () => {
  it("groups a 10-digit number", () => {
    expect(formatPhone("0812345678")).toBe("081-234-5678");
  });

  it.each(["081234567", "08123456789", "081-234-5678", ""])("leaves %j alone", (value) => {
    expect(formatPhone(value)).toBe(value);
  });
});
