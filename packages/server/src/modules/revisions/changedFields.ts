/** The names of the fields whose values differ between two saves (every field of `after` when there is no before). */
export function changedFields(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(after).filter(
    (field) => before === undefined || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
