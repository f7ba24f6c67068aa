import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { GameLaunch } from "@/components/launch/game-launch";
import { ActivityLaunch } from "@/components/launch/activity-launch";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { recordRequests, renderWithClient } from "../helpers";

const profileOk = http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile }));
const launchAnswers = (response: Response | (() => Response)) =>
  http.post("*/api/games/launch", () => (typeof response === "function" ? response() : response));

let log: ReturnType<typeof recordRequests> | null = null;
afterEach(() => {
  log?.stop();
  log = null;
});

describe("the /game tab", () => {
  it("shows a visitor 'Log in to play?' with a login link that comes back to this game", () => {
    renderWithClient(<GameLaunch loggedIn={false} host={3} game={5} />);
    expect(screen.getByRole("heading", { name: th.auth.loginToPlayTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: th.nav.login })).toHaveAttribute("href", "/login?redirect=%2Fgame%3Fg%3D3%26game%3D5");
  });

  it("refreshes the profile first, then asks for the launch URL and goes there", async () => {
    log = recordRequests();
    server.use(profileOk, launchAnswers(HttpResponse.json({ url: "/demo-provider/h3?token=abc" })));
    const go = vi.fn();
    renderWithClient(<GameLaunch loggedIn host={3} game={5} go={go} />);
    expect(screen.getByRole("heading", { name: th.game.opening })).toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith("/demo-provider/h3?token=abc"));
    expect(log.seen.map((r) => new URL(r.url).pathname)).toEqual(["/api/customers/profile", "/api/games/launch"]);
    expect(await log.bodiesTo("/api/games/launch")).toEqual([{ host: 3, game: 5 }]);
  });

  it("answers the API's first-deposit refusal in Thai only, with the way to deposit", async () => {
    server.use(profileOk, launchAnswers(HttpResponse.json({ success: false, msg: th.game.firstDeposit }, { status: 400 })));
    const go = vi.fn();
    renderWithClient(<GameLaunch loggedIn host={1} go={go} />);
    const box = await screen.findByTestId("first-deposit");
    expect(screen.getByText(th.game.firstDepositThai)).toBeInTheDocument();
    // The API's English words are never shown to the member.
    expect(box).not.toHaveTextContent(th.game.firstDeposit);
    expect(box.textContent).not.toMatch(/[a-z]{3,}/i);
    expect(screen.getByRole("link", { name: th.game.toDeposit })).toHaveAttribute("href", "/deposit");
    expect(go).not.toHaveBeenCalled();
  });

  it("shows the login prompt when the session has ended", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 })));
    renderWithClient(<GameLaunch loggedIn host={2} />);
    expect(await screen.findByRole("heading", { name: th.auth.loginToPlayTitle })).toBeInTheDocument();
  });

  it("shows other failures in Thai with a retry that tries again", async () => {
    let calls = 0;
    server.use(
      profileOk,
      launchAnswers(() =>
        ++calls === 1
          ? HttpResponse.json({ message: "x", errors: { game: [th.game.unknownGame] } }, { status: 422 })
          : HttpResponse.json({ url: "/demo-provider/h2?token=def" }),
      ),
    );
    const go = vi.fn();
    renderWithClient(<GameLaunch loggedIn host={2} game={99} go={go} />);
    expect(await screen.findByText(th.game.unknownGame)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: th.game.backToSite })).toHaveAttribute("href", "/");
    screen.getByRole("button", { name: th.game.retry }).click();
    await waitFor(() => expect(go).toHaveBeenCalledWith("/demo-provider/h2?token=def"));
  });

  it.each([
    "javascript:alert(document.cookie)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/h1",
  ])("never goes to a launch URL that fails the URL rule (%j): shows why in Thai", async (url) => {
    server.use(profileOk, launchAnswers(HttpResponse.json({ url })));
    const go = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithClient(<GameLaunch loggedIn host={1} go={go} />);
    expect(await screen.findByText(th.game.unsafeUrl)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("goes to an http: launch URL only in demo mode", async () => {
    server.use(profileOk, launchAnswers(() => HttpResponse.json({ url: "http://provider.example/h1?token=x" })));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const go = vi.fn();
    const { unmount } = renderWithClient(<GameLaunch loggedIn host={1} go={go} />);
    expect(await screen.findByText(th.game.unsafeUrl)).toBeInTheDocument();
    unmount();
    renderWithClient(<GameLaunch loggedIn host={1} go={go} allowHttp />);
    await waitFor(() => expect(go).toHaveBeenCalledWith("http://provider.example/h1?token=x"));
  });
});

describe("the /activity tab", () => {
  const ticketAnswers = (url: string) => http.post("*/api/activity/ticket", () => HttpResponse.json({ url }));

  it("goes to the activity page with its ticket", async () => {
    server.use(ticketAnswers("https://activity.example/goldmoon/football?access_token=abc"));
    const go = vi.fn();
    renderWithClient(<ActivityLaunch loggedIn target="football" go={go} />);
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://activity.example/goldmoon/football?access_token=abc"));
  });

  it.each(["javascript:alert(document.cookie)//football", "vbscript:x", "data:text/html,x"])("never goes to %j", async (url) => {
    server.use(ticketAnswers(url));
    const go = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithClient(<ActivityLaunch loggedIn target="lotto" go={go} />);
    expect(await screen.findByText(th.activity.unsafeUrl)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });
});
