/** SPEC §9: a `YYYY-MM-DD` day shown as DD/MM/YYYY. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
