/**
 * A team's image as the API answers it: the crest the back-office uploaded, else the generated picture at
 * `/api/v1/teams/{id}/badge.svg` (a club's drawn badge, a national team's square flag). Never null: a team
 * always has a picture.
 */
export const teamBadgePath = (teamId: number) => `/api/v1/teams/${teamId}/badge.svg`;

export function teamImage(teamId: number, uploadedPath: string | null): { path: string } {
  return { path: uploadedPath ?? teamBadgePath(teamId) };
}
