// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { mmss, splitSatang } from "@/lib/wallet/deposit-box";
import { csvField } from "@/lib/csv";
import { historyCsv, netDeposit, type HistoryRow } from "@/lib/wallet/history";

const rows: HistoryRow[] = [
  { id: 4, type: "withdraw", status: "completed", amount: 800, created_at: "2026-11-20T14:05:09Z" },
  { id: 3, type: "deposit", status: "completed", amount: 1500.37, created_at: "2026-11-19T02:30:00Z" },
  { id: 2, type: "deposit", status: "expired", amount: 300.12, created_at: "2026-11-18T16:59:59Z", note: "deposit time ended" },
  { id: 1, type: "withdraw", status: "pending", amount: 50, created_at: "2026-11-18T16:00:00Z" },
  { id: 0, type: "deposit", status: "completed", amount: 0.1, created_at: "2026-11-01T05:00:00Z" },
];

describe("net deposit", () => {
  it("is completed deposits minus completed withdrawals, to the satang", () => {
    expect(netDeposit(rows)).toBe(700.47);
    expect(netDeposit([])).toBe(0);
    expect(netDeposit([{ ...rows[0]! }])).toBe(-800);
    // 0.1 + 0.2 without float drift
    expect(netDeposit([rows[4]!, { ...rows[4]!, id: 9, amount: 0.2 }])).toBe(0.3);
  });
});

describe("history dates", () => {
  it("are dd/mm/yy HH:mm:ss with a 2-digit year in Bangkok time", () => {
    expect(formatDateTime("2026-11-18T16:59:59Z")).toBe("18/11/26 23:59:59");
    expect(formatDateTime("2026-12-31T17:00:00Z")).toBe("01/01/27 00:00:00");
    expect(formatDateTime("nonsense")).toBe("-");
  });
});

describe("CSV", () => {
  const labels = { date: "วันที่", type: "ประเภท", amount: "จำนวนเงิน (บาท)", status: "สถานะ", typeOf: (t: string) => (t === "deposit" ? "ฝาก" : "ถอน"), statusOf: (s: string) => s };

  it("starts with a UTF-8 BOM, has a Thai header and one CRLF line per record", () => {
    const csv = historyCsv(rows.slice(0, 3), labels);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ");
    expect(lines[1]).toBe("20/11/26 21:05:09,ถอน,800.00,completed");
    expect(lines[2]).toBe("19/11/26 09:30:00,ฝาก,1500.37,completed");
    expect(lines).toHaveLength(5); // header, 3 rows, trailing ""
    expect(lines[4]).toBe("");
  });

  it("quotes commas and quotes, and defuses formulas", () => {
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField("ฝาก")).toBe("ฝาก");
  });
});

describe("deposit box helpers", () => {
  it("splits the satang for highlighting and formats the countdown", () => {
    expect(splitSatang("1,500.37")).toEqual(["1,500", "37"]);
    expect(splitSatang("12")).toEqual(["12", "00"]);
    expect(mmss(905)).toBe("15:05");
    expect(mmss(0)).toBe("00:00");
    expect(mmss(-3)).toBe("00:00");
  });
});
