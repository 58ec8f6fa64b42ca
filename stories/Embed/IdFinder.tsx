import { useState, type FormEvent } from 'react';
import type { CompetitionSearchResult, TeamSearchResult } from '@pallone/core';
import { usePallone } from '@pallone/widgets';
import { CopyBlock } from './CopyBlock.tsx';
import type { GuideMessages } from './guideMessages.ts';
import { snippetHtml, type GuideLanguage } from './partnerSnippets.ts';

type Found =
  | { state: 'idle' | 'searching' | 'failed' }
  | { state: 'found'; competitions: CompetitionSearchResult[]; teams: TeamSearchResult[] };

interface Named {
  id: number;
  name: string;
  country: { name: string } | null;
}

const label = (item: Named) => `${item.id} — ${item.name}${item.country ? ` (${item.country.name})` : ''}`;

/** The snippet for what was chosen: a competition's table, or the comparison of the two teams chosen last. */
function chosenSnippet(competition: Named | null, teams: Named[]): string | null {
  if (competition)
    return snippetHtml({ name: 'standings', attributes: { 'data-competition-id': String(competition.id) } });
  if (teams.length === 2)
    return snippetHtml({
      name: 'stat-comparison',
      attributes: { 'data-team-ids': teams.map((t) => t.id).join(',') },
    });
  return null;
}

/** Searches competitions and teams through the public API and shows a snippet with the chosen id. */
export function IdFinder(props: { language: GuideLanguage; messages: GuideMessages }) {
  const { clientFor } = usePallone();
  const text = props.messages;
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [competition, setCompetition] = useState<Named | null>(null);
  const [teams, setTeams] = useState<Named[]>([]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setFound({ state: 'searching' });
    const client = clientFor(props.language);
    try {
      const [competitions, teamResults] = await Promise.all([
        client.searchCompetitions(query),
        client.searchTeams(query),
      ]);
      setFound({ state: 'found', competitions, teams: teamResults });
    } catch {
      setFound({ state: 'failed' });
    }
  };
  const chooseTeam = (team: Named) => {
    setCompetition(null);
    setTeams((previous) => [...previous.filter((t) => t.id !== team.id), team].slice(-2));
  };
  const snippet = chosenSnippet(competition, teams);

  const list = (heading: string, items: Named[], choose: (item: Named) => void) =>
    items.length > 0 && (
      <>
        <h3>{heading}</h3>
        <ul>
          {items.slice(0, 8).map((item) => (
            <li key={item.id}>
              {label(item)}{' '}
              <button
                type="button"
                onClick={() => choose(item)}
                aria-label={`${text.choose}: ${label(item)}`}
              >
                {text.choose}
              </button>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div>
      <form role="search" onSubmit={search}>
        <label>
          {text.searchLabel}{' '}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>{' '}
        <button type="submit">{text.searchButton}</button>
      </form>
      <div aria-live="polite">
        {found.state === 'searching' && <p>{text.searching}</p>}
        {found.state === 'failed' && <p role="alert">{text.searchFailed}</p>}
        {found.state === 'found' && found.competitions.length + found.teams.length === 0 && (
          <p>{text.noResults}</p>
        )}
      </div>
      {found.state === 'found' && (
        <>
          {list(text.competitions, found.competitions, (item) => {
            setTeams([]);
            setCompetition(item);
          })}
          {list(text.teams, found.teams, chooseTeam)}
        </>
      )}
      {teams.length === 1 && !competition && <p>{text.pickSecondTeam}</p>}
      {snippet && <CopyBlock text={snippet} label={snippet} messages={text} />}
    </div>
  );
}
