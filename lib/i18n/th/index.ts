/**
 * Every user-facing string, keyed by meaning. SPEC.md's Thai strings are copied exactly; the English error-page
 * wording is SPEC.md's own (§2, §8).
 *
 * One module per feature (lib/i18n/th/*.ts): code that reaches the browser imports only the sections it shows, so a
 * page ships only its own words (the bundler does not drop unused keys of one object). Server code may use `th`.
 */
import { brand } from "./brand";
import { nav } from "./nav";
import { categories } from "./categories";
import { labels } from "./labels";
import { auth } from "./auth";
import { validation } from "./validation";
import { accounts } from "./accounts";
import { register } from "./register";
import { password } from "./password";
import { authenticate } from "./authenticate";
import { forms } from "./forms";
import { api } from "./api";
import { errors } from "./errors";
import { wallet } from "./wallet";
import { bonus } from "./bonus";
import { spinWheel } from "./spin-wheel";
import { deposit } from "./deposit";
import { withdraw } from "./withdraw";
import { promotions } from "./promotions";
import { history } from "./history";
import { family } from "./family";
import { formula } from "./formula";
import { game } from "./game";
import { activity } from "./activity";
import { credit } from "./credit";
import { demoProvider } from "./demo-provider";
import { games } from "./games";
import { footer } from "./footer";
import { home } from "./home";
import { sitePages } from "./site-pages";
import { popups } from "./popups";
import { referralPage } from "./referral-page";
import { paging } from "./paging";
import { protection } from "./protection";

export const th = {
  brand,
  nav,
  categories,
  labels,
  auth,
  validation,
  accounts,
  register,
  password,
  authenticate,
  forms,
  api,
  errors,
  wallet,
  bonus,
  spinWheel,
  deposit,
  withdraw,
  promotions,
  history,
  family,
  formula,
  game,
  activity,
  credit,
  demoProvider,
  games,
  footer,
  home,
  sitePages,
  popups,
  referralPage,
  paging,
  protection,
} as const;

export type Th = typeof th;
