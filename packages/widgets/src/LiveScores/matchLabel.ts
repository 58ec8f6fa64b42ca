import type { Language } from '@pallone/core';
import type { MatchDisplay } from './matchDisplay.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';

/** The accessible name of a match link: "Genoa CFC 1-0 US Salernitana 1919, Finale". */
export function matchLabel(display: MatchDisplay, language: Language, showDate: boolean): string {
  const text = liveScoresMessages[language];
  const score = display.score ? `${display.score.home}-${display.score.away}` : '-';
  const parts = [`${display.home} ${score} ${display.away}`];
  if (display.state === 'live') parts.push(text.live);
  if (display.showsTime) parts.push(display.time ?? text.timeToBeConfirmed);
  if (display.label) parts.push(display.label);
  if (display.penalties) parts.push(`${display.penalties} ${text.penaltiesShort}`);
  if (showDate) parts.push(display.date);
  return parts.join(', ');
}
