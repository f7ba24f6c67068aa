/**
 * Splits a label so its hyphenated pair ("ฝาก-ถอน" in "ข้อมูลฝาก-ถอน") can be kept on one line: the text before it
 * and the pair. Thai has no spaces, so the words come from Intl.Segmenter. No hyphen → [label, ""].
 */
export function keepHyphenated(label: string): [string, string] {
  const at = label.indexOf("-");
  if (at <= 0) return [label, ""];
  const words = [...new Intl.Segmenter("th", { granularity: "word" }).segment(label.slice(0, at))];
  const start = words.at(-1)?.index ?? 0;
  return [label.slice(0, start), label.slice(start)];
}
