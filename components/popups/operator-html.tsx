import s from "./popups.module.css";

/**
 * HTML the server has already sanitised (server/messages/sanitize.ts: an allow-list, on store and on send); the CSP
 * (proxy.ts) runs no inline script in any case. Nothing else may be passed here.
 */
export function OperatorHtml({ html, testId }: { html: string; testId?: string }) {
  return <div className={s.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
