import type { SiteContent } from "../types";
import { brooklynCleaning } from "./boroughs/brooklyn-cleaning";
import { manhattanCleaning } from "./boroughs/manhattan-cleaning";
import { queensCleaning } from "./boroughs/queens-cleaning";
import { guideSections } from "./guides";
import { aboutPage } from "./pages/about";
import { homePage } from "./pages/home";
import { privacyPolicyPage } from "./pages/privacy-policy";
import { servicesOverviewPage } from "./pages/service-page";
import { termsPage } from "./pages/terms-and-conditions";
import { bathroomCleaning } from "./services/bathroom-cleaning";
import { customCleaning } from "./services/custom-cleaning";
import { deepCleaning } from "./services/deep-cleaning";
import { filthyCleaning } from "./services/filthy-cleaning";
import { generalCleaning } from "./services/general-cleaning";
import { heavyConditionCleaning } from "./services/heavy-condition-cleaning";
import { kitchenCleaning } from "./services/kitchen-cleaning";
import { moveInOutCleaning } from "./services/move-in-out-cleaning";
import { officeCleaning } from "./services/office-cleaning";
import { postConstructionCleaning } from "./services/post-construction-cleaning";
import { residentialCleaning } from "./services/residential-cleaning";
import { serviceSummaries } from "./services-summary";

/**
 * The public pages' copy in Spanish (docs/product.md, "Languages"): the same pages, slugs,
 * placeholders and ids as the English modules beside it, at "/es" + the English path, written
 * for New Yorkers who read Spanish rather than translated word for word.
 */
export const spanishContent: SiteContent = {
  homePage,
  aboutPage,
  servicesOverviewPage,
  privacyPolicyPage,
  termsPage,
  servicePages: [
    residentialCleaning,
    kitchenCleaning,
    bathroomCleaning,
    generalCleaning,
    deepCleaning,
    officeCleaning,
    customCleaning,
    moveInOutCleaning,
    heavyConditionCleaning,
    filthyCleaning,
    postConstructionCleaning,
  ],
  boroughPages: [brooklynCleaning, manhattanCleaning, queensCleaning],
  serviceSummaries,
  guideSections,
};
