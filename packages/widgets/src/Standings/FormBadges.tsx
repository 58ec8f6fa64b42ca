import { styled } from 'styled-components';
import type { FormResult } from '@pallone/core';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import type { StandingsMessages } from './standingsMessages.ts';

const List = styled.ol`
  display: flex;
  gap: 3px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  display: grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 700;
  color: var(--p-bg);
  &[data-result='W'] {
    background: var(--p-win);
  }
  &[data-result='D'] {
    color: #14181f;
    background: var(--p-draw);
  }
  &[data-result='L'] {
    background: var(--p-loss);
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The last results, oldest first and newest last, each a letter with its full word for screen readers. */
export function FormBadges({ form, text }: { form: FormResult[]; text: StandingsMessages }) {
  return (
    <List aria-label={text.columns.form[1]}>
      {form.map((result, index) => (
        <Badge key={index} data-result={result} title={text.form[result][1]}>
          <span aria-hidden="true">{text.form[result][0]}</span>
          <Hidden>{text.form[result][1]}</Hidden>
        </Badge>
      ))}
    </List>
  );
}
