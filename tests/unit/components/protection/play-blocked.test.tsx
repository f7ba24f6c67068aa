import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { PlayArea } from "@/components/games/play-area";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView: the tests that need it set one.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const blocked = { text: "คุณพักการเล่นอยู่จนถึง 03/12/26 10:00:00 ระหว่างนี้เข้าเล่นเกมไม่ได้", href: "/account#exclusion", link: "ดูรายละเอียด" };
const card = (id: number) => <button {...{ [PLAY_ATTRIBUTE]: id }}>เล่น เกม {id}</button>;

describe("the lobby's play buttons while the member is timed out or self-excluded", () => {
  it("say why and until when above the cards, and a click opens no game but brings the reason into view", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(
      <PlayArea loggedIn blocked={blocked}>
        {card(7)}
      </PlayArea>,
    );
    const note = screen.getByTestId("play-blocked");
    expect(note).toHaveTextContent(blocked.text);
    expect(screen.getByRole("link", { name: "ดูรายละเอียด" })).toHaveAttribute("href", "/account#exclusion");
    fireEvent.click(screen.getByRole("button", { name: "เล่น เกม 7" }));
    expect(open).not.toHaveBeenCalled();
    expect(note).toHaveFocus();
    expect(scroll).toHaveBeenCalled();
  });

  it("a second grid dims its cards and points to the first one's reason", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <>
        <PlayArea loggedIn blocked={blocked}>{card(1)}</PlayArea>
        <PlayArea loggedIn blocked={{ ...blocked, note: false }}>{card(2)}</PlayArea>
      </>,
    );
    expect(screen.getAllByTestId("play-blocked")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "เล่น เกม 2" }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId("play-blocked")).toHaveFocus();
  });

  it("otherwise a member's click opens the game's launch tab", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    render(<PlayArea loggedIn>{card(7)}</PlayArea>);
    expect(screen.queryByTestId("play-blocked")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "เล่น เกม 7" }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/game\?g=[1-7]&game=7$/), "_blank", "noopener");
  });
});
