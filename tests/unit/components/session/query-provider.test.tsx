import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { QueryGuard, OUTSIDE_PROVIDER } from "@/components/session/query-guard";
import { QueryProvider } from "@/components/session/query-provider";
import { MEMBER_ONLY, matchesRoute } from "@/lib/paths";

function UsesQuery() {
  const q = useQuery({ queryKey: ["probe"], queryFn: async () => "answered" });
  return <p>{q.data ?? "waiting"}</p>;
}

describe("the provider rule (components/session/query-provider.tsx)", () => {
  it("React Query outside a provider's layout fails with the rule, naming where the provider goes", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the render error too
    expect(() =>
      render(
        <QueryGuard>
          <UsesQuery />
        </QueryGuard>,
      ),
    ).toThrow(OUTSIDE_PROVIDER);
    expect(OUTSIDE_PROVIDER).toContain("a layout mounts <QueryProvider>");
  });

  it("under a layout's provider, the guard is out of the way", async () => {
    render(
      <QueryGuard>
        <QueryProvider>
          <UsesQuery />
        </QueryProvider>
      </QueryGuard>,
    );
    expect(await screen.findByText("answered")).toBeInTheDocument();
  });

  it("every page of the (member) group is a member-only route: proxy.ts sends a visitor to /login before it renders", () => {
    const group = path.join(process.cwd(), "app/(site)/(member)");
    const pages = fs
      .readdirSync(group, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(group, d.name, "page.tsx")))
      .map((d) => `/${d.name}`);
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const page of pages) expect(matchesRoute(page, MEMBER_ONLY), page).toBe(true);
  });
});
