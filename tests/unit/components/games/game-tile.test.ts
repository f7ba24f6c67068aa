import { describe, expect, it } from "vitest";
import type { Game } from "@/lib/api/contract/games";
import { cardGame } from "@/components/games/game-tile";

const game = (id: number, image: string, ribbons: Partial<Pick<Game, "is_new" | "is_hot">> = {}): Game => ({
  id,
  slug: `g${id}`,
  name: `Game ${id}`,
  provider: "Studio",
  category: "slot",
  image,
  is_new: false,
  is_hot: false,
  rtp: 96.5,
  volatility: "high",
  ...ribbons,
});

describe("cardGame", () => {
  it("keeps what a card shows, each ribbon only when it is on", () => {
    expect(
      [
        game(1, "/art/games/moon-dragon.svg", { is_hot: true }),
        game(2, "https://cdn.example/naga.png", { is_new: true, is_hot: true }),
        game(3, "/art/games/mines.svg", { is_new: true }),
        game(4, "/art/games/dice.svg"),
      ].map(cardGame),
    ).toEqual([
      { id: 1, name: "Game 1", provider: "Studio", image: "/art/games/moon-dragon.svg", is_hot: true },
      { id: 2, name: "Game 2", provider: "Studio", image: "https://cdn.example/naga.png", is_new: true, is_hot: true },
      { id: 3, name: "Game 3", provider: "Studio", image: "/art/games/mines.svg", is_new: true },
      { id: 4, name: "Game 4", provider: "Studio", image: "/art/games/dice.svg" },
    ]);
  });

  it("leaves the fields a card does not show out of the page's payload", () => {
    expect(Object.keys(cardGame(game(5, "/a.svg", { is_new: true })))).toEqual(["id", "name", "provider", "image", "is_new"]);
  });
});
