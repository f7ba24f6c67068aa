"use client";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "./load-once";

export interface LaterPart<P> {
  (props: P): React.ReactNode;
  /** Fetches the part's code; called when the browser is idle, before the member can reach the part. */
  preload: () => Promise<unknown>;
}

/**
 * A part of a flow that is never on the first screen (a later registration step): its code is not in the page's first
 * load but fetched by `preload` while the member fills in the first screen. Once fetched it renders at once, with no
 * fallback frame in between (unlike React.lazy, which suspends once even for loaded code); asked for before that, it
 * renders `placeholder` (nothing unless given; a block of the part's height keeps the page from jumping) until its code
 * arrives. A chunk that fails to load is left to lib/chunk-reload.ts.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null): LaterPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((c) => (loaded = c)));
  function Part(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!loaded) void preload().then(() => setReady(true));
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : placeholder;
  }
  return Object.assign(Part, { preload });
}
