export interface Season {
  id: number;
  /** `2023/2024`, or `2024` for a tournament. */
  name: string;
  /** `2023-2024`, or `2024`. */
  pallonecomSlug: string;
  /** ISO date `YYYY-MM-DD`. */
  start: string;
  /** ISO date `YYYY-MM-DD`. */
  end: string;
}
