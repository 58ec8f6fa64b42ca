import { styled } from 'styled-components';
import { TeamImage } from '@pallone/widgets';
import type { TeamDetail } from '@pallone/core';

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  h1 {
    min-width: 0;
    margin-block: 0.5em;
  }
`;

/** The team page's title with the team's picture (crest, generated badge or flag) at SPEC §9's 40 px. */
export function TeamHeading({ team }: { team: TeamDetail }) {
  return (
    <Heading>
      <TeamImage image={team.image} size={40} />
      <h1>{team.name}</h1>
    </Heading>
  );
}
