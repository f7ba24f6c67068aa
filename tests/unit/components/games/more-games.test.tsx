import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { CategoryView } from "@/components/games/category-view";
import { GAMES_PAGE_SIZE, type Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { useUiStore } from "@/stores/ui-store";
import { adaptFamilyAnswer } from "@/server/api/family/adapter";
import { server } from "../../../msw/server";

const game = (id: number): Game => ({
  id,
  slug: `fish-${id}`,
  name: `Fish ${id}`,
  provider: "Sea Studio",
  category: "fish",
  image: `/art/games/fish-${id}.svg`,
  is_new: false,
  is_hot: false,
  rtp: null,
  volatility: null,
});
/** A category of 60 games, answered whole (as a backend ignoring limit and cursor): the adapter pages it. */
const all = Array.from({ length: 60 }, (_, i) => game(i + 1));
/** An override answers before tests/msw/server.ts's adapter: pass it on the way, as the BFF does in operator mode. */
const adapted = (request: Request, res: Response) => adaptFamilyAnswer(request, res, (r) => fetch(r));

afterEach(() => useUiStore.getState().closeAll());

const cards = () => screen.getAllByRole("button", { name: /เล่นเลย$/ });
/** A card's accessible name: what it shows (the game's name and provider), then what it does ("Fish 4" not "Fish 48"). */
const card = (name: string) => new RegExp(`${name}\\D.*เล่นเลย$`);

describe("a category page's ดูเพิ่ม", () => {
  it("starts as a link the server renders (?cursor=), then adds each next page's cards below without a reload", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/customers/fish", ({ request }) => {
        asked.push(new URL(request.url).search);
        return adapted(request, HttpResponse.json({ data: all }));
      }),
    );
    // The first page as the server renders it: the next cursor from the adapter's own paging of the whole list.
    const first = (await (await fetch(new URL(`/api/customers/fish?limit=${GAMES_PAGE_SIZE}`, window.location.href))).json()) as {
      data: Game[];
      next_cursor: string;
      total: number;
    };
    render(<CategoryView category="fish" games={first.data} next={first.next_cursor} total={first.total} failed={false} loggedIn={false} />);
    expect(screen.getByText(th.games.count(60))).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    const more = screen.getByRole("link", { name: th.paging.more });
    expect(more).toHaveAttribute("href", `?cursor=${encodeURIComponent(first.next_cursor)}`);

    await userEvent.click(more);
    await screen.findByRole("button", { name: card("Fish 48") });
    expect(cards()).toHaveLength(48);
    await userEvent.click(screen.getByRole("link", { name: th.paging.more }));
    await screen.findByRole("button", { name: card("Fish 60") });
    expect(cards()).toHaveLength(all.length);
    cards().forEach((c, i) => expect(c).toHaveAccessibleName(card(all[i]!.name)));
    expect(screen.queryByRole("link", { name: th.paging.more })).toBeNull();
    expect(asked.slice(1).every((q) => q.startsWith(`?limit=${GAMES_PAGE_SIZE}&cursor=`))).toBe(true);

    // The added cards are inside the grid's PlayArea: a visitor's click asks them to log in.
    await userEvent.click(within(screen.getByTestId("more-games")).getAllByRole("button")[0]!);
    expect(useUiStore.getState().loginPromptOpen).toBe(true);
  });

  it("says so when the next page fails, and tries again on the next click", async () => {
    let fail = true;
    server.use(
      http.get("*/api/customers/fish", ({ request }) =>
        fail ? HttpResponse.json({ message: "x" }, { status: 500 }) : adapted(request, HttpResponse.json({ data: all })),
      ),
    );
    render(<CategoryView category="fish" games={all.slice(0, 24)} next={"bm90LXVzZWQ"} failed={false} loggedIn={false} />);
    await userEvent.click(screen.getByRole("link", { name: th.paging.more }));
    expect(await screen.findByRole("alert")).toHaveTextContent(th.paging.failed);
    expect(cards()).toHaveLength(24);
    fail = false;
    // A cursor the whole-list paging does not know is refused (422): still no duplicate, still the message.
    await userEvent.click(screen.getByRole("link", { name: th.paging.more }));
    expect(await screen.findByRole("alert")).toHaveTextContent(th.paging.failed);
    expect(cards()).toHaveLength(24);
  });
});
