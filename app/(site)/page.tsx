import { hotGames, customersProduct } from "@/lib/api/contract/games";
import { mixByCategory } from "@/lib/games/categories";
import { serverApi } from "@/server/api/server-client";
import { Landing } from "@/components/home/landing";
import { Dashboard } from "@/components/home/dashboard";
import { pageSession } from "../_data/page-session";

/** Hit games shown on the home page: two rows on desktop, taken in turn from each category. */
const HOT_ON_HOME = 12;
/** Skill games in the lobby's rail (eight across on desktop): at most two rows. */
const SKILL_ON_HOME = 16;

/** SPEC.md §2: the hit-games landing for visitors, the dashboard once logged in. */
export default async function HomePage() {
  const { loggedIn, token } = await pageSession();
  const api = serverApi(token);
  const [hot, skill] = await Promise.all([
    // Limited in the call itself; mixByCategory again for a backend that answers every hit game anyway.
    api(hotGames, { query: { limit: HOT_ON_HOME } }).then((r) => mixByCategory(r.data, HOT_ON_HOME)).catch(() => []),
    api(customersProduct, { params: { product: "skill" }, query: { limit: SKILL_ON_HOME } })
      .then((r) => r.data.slice(0, SKILL_ON_HOME))
      .catch(() => []),
  ]);
  return loggedIn ? <Dashboard hot={hot} skill={skill} /> : <Landing hot={hot} skill={skill} />;
}
