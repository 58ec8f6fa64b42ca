/** A matchday or round inside a group. */
export interface Turn {
  id: number;
  name: string;
  number: number;
}
