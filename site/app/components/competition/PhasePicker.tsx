import { phaseLabel, type Language, type Season } from '@pallone/core';
import { Tabs, type Tab } from '../layout/Tabs.tsx';
import { useSite } from '../../lib/useSite.ts';
import { competitionLabels } from './competitionLabels.ts';
import { hasRounds, hasStandings, type PhaseGroup } from './phases.ts';

export interface PhaseLinksInput {
  /** `/campionato/{slug}/stagione/{season}` */
  seasonBase: string;
  groups: readonly PhaseGroup[];
  shownGroupId: number | undefined;
  shownTurnId: number | undefined;
  tab: string;
  language: Language;
}

/**
 * One link per phase (SPEC §2's gruppo/{group} URLs): the league phase, each group, a play-off, each qualifying
 * round; a knockout phase with rounds gives its bracket and then each round (gruppo/fase-finale/giornata/{n}).
 */
export function phaseLinks(input: PhaseLinksInput): Tab[] {
  const { seasonBase, shownGroupId, shownTurnId, tab, language } = input;
  const words = competitionLabels(language);
  return input.groups.flatMap((group): Tab[] => {
    const groupBase = `${seasonBase}/gruppo/${group.pallonecomSlug}`;
    const shown = group.id === shownGroupId;
    if (!hasRounds(group)) {
      const groupTab = hasStandings(group) && tab === 'classifica' ? 'classifica' : 'calendario';
      return [{ to: `${groupBase}/${groupTab}`, label: phaseLabel(group.name, language), active: shown }];
    }
    return [
      { to: `${groupBase}/calendario`, label: words.bracket, active: shown && shownTurnId === undefined },
      ...group.turns.map((turn) => ({
        to: `${groupBase}/giornata/${turn.number}/calendario`,
        label: phaseLabel(turn.name, language),
        active: shown && shownTurnId === turn.id,
      })),
    ];
  });
}

/** The season picker: the same tab in every season of the competition, newest first. */
export function SeasonPicker(props: {
  competitionBase: string;
  seasons: readonly Season[];
  shownSeasonId: number;
  tab: string;
}) {
  const { language } = useSite();
  const seasons = [...props.seasons].sort((a, b) => b.start.localeCompare(a.start));
  if (seasons.length < 2) return null;
  return (
    <Tabs
      label={competitionLabels(language).season}
      wrap
      tabs={seasons.map((season) => ({
        to: `${props.competitionBase}/stagione/${season.pallonecomSlug}/${props.tab}`,
        label: season.name,
        active: season.id === props.shownSeasonId,
      }))}
    />
  );
}

/** The phase picker, when the season has more than one phase. */
export function PhasePicker(props: Omit<PhaseLinksInput, 'language'>) {
  const { language } = useSite();
  const links = phaseLinks({ ...props, language });
  if (links.length < 2) return null;
  return <Tabs label={competitionLabels(language).phase} wrap tabs={links} />;
}
