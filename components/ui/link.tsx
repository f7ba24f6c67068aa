// eslint-disable-next-line no-restricted-imports -- the one place next/link is imported
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link that does not prefetch when it scrolls into view. Every page here is rendered per request (the CSP nonce),
 * so a viewport prefetch buys little (the route's tree, not its data) and costs much: a member's dashboard sent about
 * a dozen RSC requests while it loaded, each a server render competing with the page's own work. Links are prefetched
 * on intent instead (a pointer over them, a touch, focus): components/layout/prefetch-on-intent.tsx.
 */
export function Link({ prefetch, ...rest }: ComponentProps<typeof NextLink>) {
  return <NextLink {...rest} prefetch={prefetch ?? false} />;
}
