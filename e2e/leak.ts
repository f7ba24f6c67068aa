/**
 * What a URL could be hiding: every query and fragment parameter and every path segment, decoded every way a
 * careless integration might have encoded a secret (URI, repeated; base64; base64url; each part of a JWT).
 */
function decodings(raw: string): string[] {
  const out = new Set<string>([raw]);
  let url: URL | null = null;
  try {
    url = new URL(raw, "http://local.invalid");
  } catch {
    return [...out];
  }
  const values: string[] = [...url.pathname.split("/"), url.hash.slice(1)];
  for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) {
    for (const [key, value] of params) values.push(key, value);
  }
  for (const value of values) {
    for (const v of uriLayers(value)) {
      out.add(v);
      for (const part of v.split(".")) {
        for (const decoded of [base64(part), base64(part.replace(/-/g, "+").replace(/_/g, "/"))]) {
          if (decoded) out.add(decoded);
        }
      }
    }
  }
  return [...out];
}

function uriLayers(value: string): string[] {
  const layers = [value];
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(layers[layers.length - 1]!);
      if (next === layers[layers.length - 1]) break;
      layers.push(next);
    } catch {
      break;
    }
  }
  return layers;
}

function base64(s: string): string | null {
  if (s.length < 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return null;
  const padded = s + "=".repeat((4 - (s.length % 4)) % 4);
  try {
    return Buffer.from(padded, "base64").toString("latin1");
  } catch {
    return null;
  }
}

/** The secrets of `urls` found in any decoding, as "secret-name in url". */
export function leaksIn(urls: Iterable<string>, secrets: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const url of urls) {
    const texts = decodings(url).map((t) => t.toLowerCase());
    for (const [name, forms] of Object.entries(secrets)) {
      if (forms.some((f) => texts.some((t) => t.includes(f.toLowerCase())))) found.push(`${name} in ${url}`);
    }
  }
  return found;
}
