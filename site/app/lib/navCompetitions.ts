import { NAV_BAR_COMPETITION_IDS, type Competition } from '@pallone/core';

export type NavKind = keyof typeof NAV_BAR_COMPETITION_IDS;

export interface NavGroup {
  kind: NavKind;
  competitions: { id: number; name: string; slug: string }[];
}

/** The filter menu's three lists (SPEC §9 nav-bar ids), in configured order, with names from the API. */
export function navGroups(competitions: readonly Competition[]): NavGroup[] {
  const byId = new Map(competitions.map((competition) => [competition.id, competition]));
  return (Object.keys(NAV_BAR_COMPETITION_IDS) as NavKind[]).map((kind) => ({
    kind,
    competitions: NAV_BAR_COMPETITION_IDS[kind].flatMap((id) => {
      const competition = byId.get(id);
      return competition ? [{ id, name: competition.name, slug: competition.pallonecomSlug }] : [];
    }),
  }));
}
