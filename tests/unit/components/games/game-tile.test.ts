import { describe, expect, it } from "vitest";
import type { Game } from "@/lib/api/contract/games";
import { packGames, unpackGame } from "@/components/games/game-tile";

const game = (id: number, image: string, ribbons: Partial<Pick<Game, "is_new" | "is_hot">> = {}): Game => ({
  id,
  slug: `g${id}`,
  name: `Game ${id}`,
  provider: "Studio",
  category: "slot",
  image,
  is_new: false,
  is_hot: false,
  rtp: null,
  volatility: null,
  ...ribbons,
});

/** What a card shows, as the page's list packs it and the browser unpacks it. */
const roundTrip = (games: Game[]) => {
  const packed = packGames(games);
  return { packed, cards: packed.games.map((g) => unpackGame(g, packed.image)) };
};

describe("packGames / unpackGame", () => {
  it("gives the images' common start and end once, and every card back as it was", () => {
    const games = [
      game(1, "/art/games/moon-dragon.svg", { is_hot: true }),
      game(2, "/art/games/golden-naga.svg", { is_new: true, is_hot: true }),
      game(3, "/art/games/mines.svg", { is_new: true }),
      game(4, "/art/games/dice.svg"),
    ];
    const { packed, cards } = roundTrip(games);
    expect(packed.image).toEqual(["/art/games/", ".svg"]);
    expect(packed.games).toEqual([
      [1, "Game 1", "Studio", "moon-dragon", 2],
      [2, "Game 2", "Studio", "golden-naga", 3],
      [3, "Game 3", "Studio", "mines", 1],
      [4, "Game 4", "Studio", "dice"],
    ]);
    expect(cards).toEqual([
      { id: 1, name: "Game 1", provider: "Studio", image: "/art/games/moon-dragon.svg", is_hot: true },
      { id: 2, name: "Game 2", provider: "Studio", image: "/art/games/golden-naga.svg", is_new: true, is_hot: true },
      { id: 3, name: "Game 3", provider: "Studio", image: "/art/games/mines.svg", is_new: true },
      { id: 4, name: "Game 4", provider: "Studio", image: "/art/games/dice.svg" },
    ]);
  });

  it("keeps images with nothing in common, one game, the same image twice, and an empty list", () => {
    for (const images of [["https://cdn.example/a.png", "/art/b.svg"], ["/art/games/only.svg"], ["/x/a.svg", "/x/a.svg"], ["/a.svg", "/a.svg.svg"]]) {
      const { cards } = roundTrip(images.map((image, i) => game(i + 1, image)));
      expect(cards.map((c) => c.image)).toEqual(images);
    }
    expect(roundTrip([])).toEqual({ packed: { games: [], image: ["", ""] }, cards: [] });
  });
});
