/** SPEC §9: names starting with "Italia" sort first (0), others get 1. */
export function italiaFirst(name: string): 0 | 1 {
  return name.startsWith('Italia') ? 0 : 1;
}
