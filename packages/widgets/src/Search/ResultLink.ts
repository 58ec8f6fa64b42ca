import { styled } from 'styled-components';

/** One search result: a link row (image, then text) inside the section's list. */
export const ResultLink = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 12px;
  color: var(--p-text);
  text-decoration: none;
  border-radius: 6px;
  &:hover,
  &:focus-visible {
    background: var(--p-surface);
  }
  small {
    display: block;
    color: var(--p-muted);
    font-size: 12px;
  }
`;
