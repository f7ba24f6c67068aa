/** A launch picks one of the 7 game hosts at random. */
export const GAME_HOST_COUNT = 7;

export function pickHost(random: () => number = Math.random): number {
  const r = random();
  const safe = Number.isFinite(r) && r >= 0 && r < 1 ? r : 0;
  return Math.floor(safe * GAME_HOST_COUNT) + 1;
}

/** Game cards carry this attribute with the game's id (read by the grid's one click handler). */
export const PLAY_ATTRIBUTE = "data-play";

export const launchPath = (host: number, gameId?: number) =>
  gameId === undefined ? `/game?g=${host}` : `/game?g=${host}&game=${gameId}`;
