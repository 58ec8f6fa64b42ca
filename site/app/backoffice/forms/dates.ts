import { formatMatchDate, formatMatchTime } from '@pallone/core';

/**
 * Dates of the back-office forms. A date field holds what the editor typed or picked, read in the browser's time
 * zone: "DD/MM/YYYY HH:mm" (SPEC §9 shows dates as DD/MM/YYYY; the time is optional) or the native picker's
 * "YYYY-MM-DDTHH:mm". Lists show instants in Europe/Rome as "DD/MM/YYYY HH:mm".
 */
const ITALIAN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[\s,]+(\d{1,2})[:.](\d{2}))?$/;
const PICKER = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date-time of a date field, or null when it is not a real date ("31/02/2026", "domani"). */
export function parseDateField(value: string): Date | null {
  const text = value.trim();
  const italian = ITALIAN.exec(text);
  const picker = italian ? null : PICKER.exec(text);
  const parts = italian
    ? [italian[3], italian[2], italian[1], italian[4], italian[5]]
    : picker
      ? [picker[1], picker[2], picker[3], picker[4], picker[5]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** "DD/MM/YYYY HH:mm" in the browser's zone: how a date field shows a stored instant. */
export function toDateField(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** The native picker's value ("YYYY-MM-DDTHH:mm") of a date field, "" when the field holds no date. */
export function toPickerValue(value: string): string {
  const date = parseDateField(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant as a list shows it: "25/08/2025 20:45" in Europe/Rome. */
export function formatDateTime(iso: string): string {
  const date = formatMatchDate(iso);
  return date && `${date} ${formatMatchTime(iso)}`;
}
