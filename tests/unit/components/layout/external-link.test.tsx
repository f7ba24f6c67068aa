import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ExternalLink } from "@/components/ui/external-link";
import { Footer } from "@/components/layout/footer";
import { th } from "@/lib/i18n/th";
import { SITE_INFO } from "@/server/db/seed-data";

describe("links off the site", () => {
  it("open an https page in a new tab without opener or referrer", () => {
    render(<ExternalLink href="https://line.example/x">LINE</ExternalLink>);
    const link = screen.getByRole("link", { name: "LINE" });
    expect(link).toHaveAttribute("href", "https://line.example/x");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each(["javascript:alert(1)", " JAVASCRIPT:alert(1)", "java\nscript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "", null])(
    "never carry %j as an href: the content stays, inert",
    (href) => {
      const { container } = render(<ExternalLink href={href}>LINE</ExternalLink>);
      expect(screen.getByText("LINE")).toBeInTheDocument();
      expect(screen.queryByRole("link")).toBeNull();
      expect(container.querySelector("[href]")).toBeNull();
    },
  );

  it("the footer's support link follows the same rule", () => {
    const { unmount } = render(<Footer info={{ ...SITE_INFO, line: "javascript:alert(document.cookie)" }} />);
    expect(screen.queryByRole("link", { name: th.footer.support })).toBeNull();
    unmount();
    render(<Footer info={SITE_INFO} />);
    expect(screen.getByRole("link", { name: th.footer.support })).toHaveAttribute("href", SITE_INFO.line);
  });
});
