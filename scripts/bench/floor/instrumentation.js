// The floor runs none of the site's start-up (the repo's instrumentation.ts would be found otherwise).
export function register() {}
