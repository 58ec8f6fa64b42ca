import { bookmakerBonusesSection } from './bookmakerBonuses.ts';
import { competitionsSection } from './competitions.ts';
import { guidesSection } from './guides.ts';
import { landingSection } from './landing.ts';
import { newsSection } from './news.tsx';
import { quoteMaggiorateSection } from './quoteMaggiorate.ts';
import type { SectionConfig } from './sectionTypes.ts';
import { teamsSection } from './teams.ts';

/** The back-office sections (one list and one form for all), by the path segment under /backoffice. */
export const SECTION_CONFIGS: Record<string, SectionConfig> = Object.fromEntries(
  [
    newsSection,
    bookmakerBonusesSection,
    guidesSection,
    quoteMaggiorateSection,
    teamsSection,
    competitionsSection,
    landingSection,
  ].map((section) => [section.key, section]),
);
