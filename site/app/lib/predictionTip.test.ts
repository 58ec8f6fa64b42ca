import { describe, expect, it } from 'vitest';
import { labelsFor } from '../i18n/labels.ts';
import { predictionTipLabel } from './predictionTip.ts';

describe('predictionTipLabel', () => {
  it('says both-teams-to-score in English and keeps Goal / No Goal in Italian', () => {
    expect(predictionTipLabel('Goal', labelsFor('en'))).toBe('Both teams to score');
    expect(predictionTipLabel('No Goal', labelsFor('en'))).toBe('Both teams to score: no');
    expect(predictionTipLabel('Goal', labelsFor('it'))).toBe('Goal');
    expect(predictionTipLabel('No Goal', labelsFor('it'))).toBe('No Goal');
  });
  it('leaves the tips both languages share as they are', () => {
    for (const tip of ['1', 'X', '2', '1X', 'X2', 'Over 2.5', 'Under 2.5'])
      expect(predictionTipLabel(tip, labelsFor('en'))).toBe(tip);
  });
});
