/** SPEC §9: top competition ids. */
export const TOP_COMPETITION_IDS: readonly number[] = [68, 7, 61, 43, 54];

/** SPEC §9: betting competition ids. */
export const BETTING_COMPETITION_IDS: readonly number[] = [68, 61, 54, 12];

/** SPEC §9: nav bar competition ids. */
export const NAV_BAR_COMPETITION_IDS = {
  championship: [68, 69, 7, 61, 43, 54],
  cup: [12, 79, 167],
  international: [158, 184],
} as const satisfies Record<string, readonly number[]>;
