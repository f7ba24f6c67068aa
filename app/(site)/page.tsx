import { mixByCategory } from "@/lib/games/categories";
import { serverApi } from "@/server/api/server-client";
import { Landing } from "@/components/home/landing";
import { CategoryGrid } from "@/components/games/category-grid";
import { GameGrid } from "@/components/games/game-card";
import { Dashboard } from "@/components/home/dashboard";
import { pageSession } from "../_data/page-session";
import { loadExclusion } from "../_data/protection";
import { loadWallet } from "../_data/wallet";

/** Hit games shown on the home page: two rows on desktop, taken in turn from each category. */
const HOT_ON_HOME = 12;
/** Skill games in the lobby's rail (eight across on desktop): at most two rows. */
const SKILL_ON_HOME = 16;

/** The hit-games landing for visitors, the dashboard once logged in. */
export default async function HomePage() {
  const { loggedIn, token } = await pageSession();
  const api = serverApi(token);
  const [hot, skill, exclusion, wallet] = await Promise.all([
    // Limited in the call itself; mixByCategory again for a backend that answers every hit game anyway.
    api("GET /api/games/hot", { query: { limit: HOT_ON_HOME } }).then((r) => mixByCategory(r.data, HOT_ON_HOME)).catch(() => []),
    api("GET /api/customers/{product}", { params: { product: "skill" }, query: { limit: SKILL_ON_HOME } })
      .then((r) => r.data.slice(0, SKILL_ON_HOME))
      .catch(() => []),
    // A member timed out or self-excluded: the play buttons say so.
    loggedIn ? loadExclusion() : null,
    // The wallet card's figures in the first paint (the layout's member strip reads the same, once per request).
    loggedIn ? loadWallet() : null,
  ]);
  const blocked = exclusion?.play ?? null;
  if (loggedIn) {
    return (
      <Dashboard
        wallet={wallet}
        categories={<CategoryGrid />}
        hot={<GameGrid games={hot} loggedIn blocked={blocked} />}
        // During a time-out or self-exclusion the skill games' rail is left out: none of it can be played now.
        skill={skill.length > 0 && !blocked && <GameGrid games={skill} loggedIn rail />}
      />
    );
  }
  return (
    <Landing
      categories={<CategoryGrid />}
      hot={<GameGrid games={hot} loggedIn={false} />}
      skill={skill.length > 0 && <GameGrid games={skill} loggedIn={false} rail />}
    />
  );
}
