import type { MouseEvent, ReactNode } from 'react';
import { MatchResult } from './MatchResult.tsx';
import { NewsResult } from './NewsResult.tsx';
import { PlayerResult } from './PlayerResult.tsx';
import type { SearchMessages } from './searchMessages.ts';
import { SearchSection } from './SearchSection.tsx';
import { sectionOrder, type SectionKey } from './sectionOrder.ts';
import { TeamResult } from './TeamResult.tsx';
import type { SearchSections } from './useSearchSections.ts';

/** Called when a result is chosen, before the browser follows its link. */
export type ChooseResult = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/** The four sections, by their best result (sectionOrder: the spec's Giocatori, Squadre, Partite, News among equals). */
export function SearchResults({
  sections,
  messages,
  onChoose,
}: {
  sections: SearchSections;
  messages: SearchMessages;
  onChoose: ChooseResult;
}) {
  const render: Record<SectionKey, () => ReactNode> = {
    players: () => (
      <SearchSection
        key="players"
        title={messages.sections.players}
        state={sections.players}
        messages={messages}
      >
        {(player) => <PlayerResult player={player} onChoose={onChoose} />}
      </SearchSection>
    ),
    teams: () => (
      <SearchSection key="teams" title={messages.sections.teams} state={sections.teams} messages={messages}>
        {(team) => <TeamResult team={team} onChoose={onChoose} />}
      </SearchSection>
    ),
    matches: () => (
      <SearchSection
        key="matches"
        title={messages.sections.matches}
        state={sections.matches}
        messages={messages}
      >
        {(match) => <MatchResult match={match} onChoose={onChoose} />}
      </SearchSection>
    ),
    news: () => (
      <SearchSection key="news" title={messages.sections.news} state={sections.news} messages={messages}>
        {(news) => <NewsResult news={news} onChoose={onChoose} />}
      </SearchSection>
    ),
  };
  return <>{sectionOrder(sections).map((key) => render[key]())}</>;
}
