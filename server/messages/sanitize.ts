import "server-only";
import sanitize from "sanitize-html";

/**
 * Operator HTML (the maintenance message, popup news) as the pages may render it: an allow-list of text markup,
 * links and images; no script, style, iframe, object, embed, form or meta; no event handler or style attribute; only
 * http(s), mailto and tel links (no javascript:, data: or vbscript:, however spelt); every link opens in a new tab with
 * rel="noopener noreferrer". Run before storing and again before sending (a row can be edited by hand).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "hr", "b", "strong", "i", "em", "u", "s", "small", "mark", "span", "div", "h3", "h4",
    "ul", "ol", "li", "blockquote", "a", "img",
  ],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text of a dropped script/style/textarea/option goes with it.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "xmp", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...pick(attribs, "href"), rel: "noopener noreferrer", target: "_blank" },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: pick(attribs, "src", "alt", "width", "height") }),
  },
  // An image without a (good) address is nothing to show.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Only absolute http(s)/mailto/tel addresses and paths on this site: anything else (a relative oddity such as
 * "`javascript:…", a protocol-relative "//host") is dropped before sanitize-html's own scheme check.
 */
const GOOD_URL = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

function pick(attribs: sanitize.Attributes, ...names: string[]): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const name of names) {
    const value = attribs[name];
    if (value === undefined) continue;
    if ((name === "href" || name === "src") && !GOOD_URL.test(value.trim())) continue;
    out[name] = value;
  }
  return out;
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

