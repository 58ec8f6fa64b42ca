import type {
  FormResult as FormResultSchema,
  StandingRow as StandingRowSchema,
  Static,
} from '@pallone/contract';

export type FormResult = Static<typeof FormResultSchema>;

/** One team's line of a table; `points` after any deduction, `form` the last five results, newest last. */
export type StandingRow = Static<typeof StandingRowSchema>;
