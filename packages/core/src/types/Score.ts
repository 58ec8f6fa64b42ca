/** A pair of scores, home first. */
export interface Score {
  home: number;
  away: number;
}
