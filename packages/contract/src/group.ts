/** TypeBox schemas of groups (phases of a competition season) and their turns (matchdays, rounds). */
import { Type, type Static } from 'typebox';

export const GROUP_TYPES = ['league', 'group', 'qualifying', 'playoff', 'knockout'] as const;

export const Turn = Type.Object({ id: Type.Integer(), name: Type.String(), number: Type.Integer() });
export type Turn = Static<typeof Turn>;

export const GroupSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The source phase name: `League`, `Group A`, `Finals` …' }),
  type: Type.Enum([...GROUP_TYPES]),
  pallonecomSlug: Type.String({
    description: 'Italian slug for URLs: `campionato`, `girone-a`, `fase-finale` …',
  }),
});
export type GroupSummary = Static<typeof GroupSummary>;

export const GroupDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Enum([...GROUP_TYPES]),
  pallonecomSlug: Type.String(),
  competitionSeasonId: Type.Integer(),
  competitionId: Type.Integer(),
  seasonId: Type.Integer(),
  turns: Type.Array(Turn, { description: 'Ordered by number' }),
  currentTurnId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The furthest turn with a played match, else the next turn with fixtures',
  }),
});
export type GroupDetail = Static<typeof GroupDetail>;
