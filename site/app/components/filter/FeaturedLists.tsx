import { useState } from 'react';
import { Link } from 'react-router';
import type { NavGroup } from '../../lib/navCompetitions.ts';
import { useSite } from '../../lib/useSite.ts';
import { competitionPath, EXPANDABLE_LISTS, teamPath } from './filterConfig.ts';
import { filterLabels } from './filterLabels.ts';
import { Row, TeamList } from './filterStyles.ts';
import { useCompetitionTeams } from './useFilterData.ts';

export interface FeaturedListsProps {
  groups: readonly NavGroup[];
  onNavigate: () => void;
}

function ExpandedTeams({ competitionId, onNavigate }: { competitionId: number; onNavigate: () => void }) {
  const { language } = useSite();
  const labels = filterLabels(language);
  const { teams, loading } = useCompetitionTeams(competitionId);
  if (loading) return <p role="status">{labels.loading}</p>;
  // A failed load is logged by the hook and shows nothing (SPEC §4).
  if (teams.length === 0) return null;
  return (
    <TeamList data-testid={`filter-teams-${competitionId}`}>
      {teams.map((team) => (
        <li key={team.id}>
          <Link to={teamPath(team.pallonecomSlug)} onClick={onNavigate}>
            {team.name}
          </Link>
        </li>
      ))}
    </TeamList>
  );
}

/** Campionati in evidenza, Coppe europee, Coppe Internazionali; a featured championship expands to its teams. */
export function FeaturedLists({ groups, onNavigate }: FeaturedListsProps) {
  const { t, language } = useSite();
  const labels = filterLabels(language);
  const [expanded, setExpanded] = useState<number | null>(null);
  const titles = {
    championship: t.featuredChampionships,
    cup: t.europeanCups,
    international: t.internationalCups,
  };
  return (
    <>
      {groups.map((group) => {
        const expandable = EXPANDABLE_LISTS.includes(group.kind);
        return (
          <section key={group.kind} aria-label={titles[group.kind]}>
            <h3>{titles[group.kind]}</h3>
            <ul>
              {group.competitions.map((competition) => {
                const open = expanded === competition.id;
                return (
                  <li key={competition.id}>
                    <Row>
                      <Link to={competitionPath(competition.slug)} onClick={onNavigate}>
                        {competition.name}
                      </Link>
                      {expandable && (
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-label={`${open ? labels.hideTeams : labels.showTeams} ${competition.name}`}
                          onClick={() => setExpanded(open ? null : competition.id)}
                        >
                          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
                        </button>
                      )}
                    </Row>
                    {open && <ExpandedTeams competitionId={competition.id} onNavigate={onNavigate} />}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
