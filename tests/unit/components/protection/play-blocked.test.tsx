import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { GameGrid } from "@/components/games/game-card";
import type { Game } from "@/lib/api/contract/games";
import { fixtureGames } from "../../../msw/fixtures";

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView: the tests that need it set one.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const blocked = { text: "คุณพักการเล่นอยู่จนถึง 03/12/26 10:00:00 ระหว่างนี้เข้าเล่นเกมไม่ได้", href: "/account#exclusion", link: "ดูรายละเอียด" };
const games = fixtureGames.slice(0, 2) as Game[];
// A card is named by what it shows (the game's name and provider), then what it does.
const card = (g: Game) => screen.getByRole("button", { name: new RegExp(`${g.name}.*เล่นเลย$`) });

describe("the lobby's play buttons while the member is timed out or self-excluded", () => {
  it("say why and until when above the cards, and a click opens no game but brings the reason into view", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<GameGrid games={games} loggedIn blocked={blocked} />);
    const note = document.querySelector<HTMLElement>("[data-play-note]")!;
    expect(note).toHaveTextContent(blocked.text);
    expect(screen.getByRole("link", { name: "ดูรายละเอียด" })).toHaveAttribute("href", "/account#exclusion");
    fireEvent.click(card(games[0]!));
    expect(open).not.toHaveBeenCalled();
    expect(note).toHaveFocus();
    expect(scroll).toHaveBeenCalled();
  });

  it("otherwise a member's click opens the game's launch tab", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    render(<GameGrid games={games} loggedIn />);
    expect(document.querySelector("[data-play-note]")).toBeNull();
    fireEvent.click(card(games[0]!));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^/game\\?g=[1-7]&game=${games[0]!.id}$`)), "_blank", "noopener");
  });
});
