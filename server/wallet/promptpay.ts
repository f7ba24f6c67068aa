/**
 * A PromptPay QR payload (Thai QR Code standard on EMVCo merchant-presented mode): tag-length-value fields and a
 * CRC-16/CCITT-FALSE over the payload including the CRC tag's "6304". Pure: no I/O.
 */

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR. "123456789" → 0x29B1. */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

const PROMPTPAY_AID = "A000000677010111";

/**
 * The receiving PromptPay proxy: a mobile number (10 digits, sent as 0066 + 9 digits), a national or tax id
 * (13 digits) or an e-wallet id (15 digits).
 */
function proxyField(target: string): string {
  const digits = target.replace(/[^0-9]/g, "");
  if (digits.length >= 15) return field("03", digits);
  if (digits.length >= 13) return field("02", digits);
  const mobile = `0000000000000${digits.replace(/^0/, "66")}`.slice(-13);
  return field("01", mobile);
}

/** The payload for `target`, with an amount in satang (a one-time QR) or without (a reusable one). */
export function promptPayPayload(target: string, amountSatang?: number): string {
  if (amountSatang !== undefined && (!Number.isSafeInteger(amountSatang) || amountSatang <= 0)) {
    throw new Error("PromptPay amount must be a positive number of satang");
  }
  const body =
    field("00", "01") +
    field("01", amountSatang === undefined ? "11" : "12") +
    field("29", field("00", PROMPTPAY_AID) + proxyField(target)) +
    field("58", "TH") +
    field("53", "764") +
    (amountSatang === undefined ? "" : field("54", (amountSatang / 100).toFixed(2))) +
    "6304";
  return body + crc16(body).toString(16).toUpperCase().padStart(4, "0");
}
