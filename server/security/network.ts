import { isIPv4, isIPv6 } from "node:net";

/**
 * The network an address belongs to, as abuse budgets count it: the /24 of an IPv4 address, the /64 of an IPv6
 * one (what one subscriber, server or small cloud block usually holds). Anything else counts as itself.
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.)/i, "");
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) return `${expandV6(address).slice(0, 4).join(":")}::/64`;
  return address;
}

/** The eight 16-bit groups of an IPv6 address, "::" filled in and leading zeros dropped. */
function expandV6(address: string): string[] {
  const plain = address.split("%")[0]!.toLowerCase();
  const [head = "", tail] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const last = (tail === undefined ? left : right).at(-1);
  if (last?.includes(".")) {
    const parts = last.split(".").map(Number);
    const groups = [(parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!].map((n) => n.toString(16));
    (tail === undefined ? left : right).splice(-1, 1, ...groups);
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => g.replace(/^0+(?=.)/, ""));
}

/** A phone's number block (its first 6 digits: 10,000 numbers), for budgets against walking through a range. */
export const phoneBlockOf = (phone: string) => phone.slice(0, 6);
