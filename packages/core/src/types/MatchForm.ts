import type {
  MatchForm as MatchFormSchema,
  MatchFormResult as MatchFormResultSchema,
  Meeting,
  Static,
} from '@pallone/contract';

/** One earlier match from a team's point of view (goals after extra time; a shoot-out counts as a draw). */
export type MatchFormResult = Static<typeof MatchFormResultSchema>;

/** A meeting of the two teams, as it ended. */
export type MatchFormMeeting = Static<typeof Meeting>;

/**
 * `GET /matches/{id}/getForm`: each team's last five results and the two teams' earlier meetings, before the
 * kick-off. Teams and head-to-head are null while a fixture's team is a placeholder.
 */
export type MatchForm = Static<typeof MatchFormSchema>;
