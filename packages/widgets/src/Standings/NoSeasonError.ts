/** The competition has no season at all, so there is no table to show. */
export class NoSeasonError extends Error {
  override name = 'NoSeasonError';
  constructor(readonly competitionId: number) {
    super(`Competition ${competitionId} has no season`);
  }
}
