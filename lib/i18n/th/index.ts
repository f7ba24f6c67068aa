/**
 * Every user-facing string, keyed by meaning. The wordings docs/product.md lists as requirements are kept
 * exactly, the English error-page wording included.
 *
 * One module per feature (lib/i18n/th/*.ts): code that reaches the browser imports only the sections it shows, so a
 * page ships only its own words (the bundler does not drop unused keys of one object). Server code may use `th`.
 */
import { brandText } from "./brand";
import { navText } from "./nav";
import { categoriesText } from "./categories";
import { labelsText } from "./labels";
import { authText } from "./auth";
import { validationText } from "./validation";
import { accountsText } from "./accounts";
import { registerText } from "./register";
import { passwordText } from "./password";
import { authenticateText } from "./authenticate";
import { formsText } from "./forms";
import { apiText } from "./api";
import { errorsText } from "./errors";
import { walletText } from "./wallet";
import { bonusText } from "./bonus";
import { spinWheelText } from "./spin-wheel";
import { depositText } from "./deposit";
import { withdrawText } from "./withdraw";
import { promotionsText } from "./promotions";
import { historyText } from "./history";
import { familyText } from "./family";
import { formulaText } from "./formula";
import { gameText } from "./game";
import { activityText } from "./activity";
import { creditText } from "./credit";
import { demoProviderText } from "./demo-provider";
import { gamesText } from "./games";
import { footerText } from "./footer";
import { homeText } from "./home";
import { sitePagesText } from "./site-pages";
import { popupsText } from "./popups";
import { referralPageText } from "./referral-page";
import { pagingText } from "./paging";
import { protectionText } from "./protection";
import { accountText } from "./account";
import { realityCheckText } from "./reality-check";
import { limitOfferText } from "./limit-offer";
import { safetyLinksText } from "./safety-links";
import { playBlockedText } from "./play-blocked";
import { causesText } from "./causes";
import { backofficeText } from "./backoffice";

export const th = {
  brand: brandText,
  nav: navText,
  categories: categoriesText,
  labels: labelsText,
  auth: authText,
  validation: validationText,
  accounts: accountsText,
  register: registerText,
  password: passwordText,
  authenticate: authenticateText,
  forms: formsText,
  api: apiText,
  errors: errorsText,
  wallet: walletText,
  bonus: bonusText,
  spinWheel: spinWheelText,
  deposit: depositText,
  withdraw: withdrawText,
  promotions: promotionsText,
  history: historyText,
  family: familyText,
  formula: formulaText,
  game: gameText,
  activity: activityText,
  credit: creditText,
  demoProvider: demoProviderText,
  games: gamesText,
  footer: footerText,
  home: homeText,
  sitePages: sitePagesText,
  popups: popupsText,
  referralPage: referralPageText,
  paging: pagingText,
  protection: protectionText,
  account: accountText,
  realityCheck: realityCheckText,
  limitOffer: limitOfferText,
  safetyLinks: safetyLinksText,
  playBlocked: playBlockedText,
  causes: causesText,
  backoffice: backofficeText,
} as const;
