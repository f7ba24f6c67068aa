import { headers } from "next/headers";
import { WebFontsScript } from "./web-fonts-script";

/**
 * Lets the body use Kanit (app/fonts.css) once its files are here: <html> gets the class "wf". The first visit paints
 * in "Kanit fallback" (metric-matched local faces, globals.css) without waiting for or competing with any font file;
 * after that first paint the four files load together and the page is laid out once with them, where font-display:
 * swap alone lays it out again as each file arrives. A browser that has had them (localStorage "wf") uses Kanit from
 * its first paint. Without JavaScript the page stays in the fallback faces.
 */
export async function WebFonts() {
  const csp = (await headers()).get("content-security-policy") ?? "";
  return <WebFontsScript nonce={/'nonce-([^']+)'/.exec(csp)?.[1]} />;
}
