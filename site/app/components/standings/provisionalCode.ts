/**
 * The Standings widget's provisional ("live") table: core's computation and the note above the table, loaded by
 * LazyProvisionalTable.tsx once a match of the shown group is being played.
 */
export { provisionalStandings } from '@pallone/core';
export { ProvisionalNote } from '../../../../packages/widgets/src/Standings/ProvisionalNote.tsx';
