import { Link } from 'react-router';
import { styled } from 'styled-components';

export const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: var(--site-header-bg);
  color: var(--site-header-text);
  &[data-special='true'] {
    background: linear-gradient(90deg, var(--site-header-bg), var(--site-brand));
  }
`;

// A 320-414 px phone: burger, logo and the four tools fit in one row (issue #15, point 4).
export const Bar = styled.div`
  position: relative;
  z-index: 25;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 16px;
  min-height: 56px;
  @media (max-width: 419px) {
    gap: 6px;
    padding: 8px;
  }
`;

// Below 420 px the tagline would push the tools off the screen: the name alone stands for the brand.
export const Brand = styled(Link)`
  display: flex;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
  line-height: 1.1;
  strong {
    font-size: 22px;
    letter-spacing: 0.5px;
  }
  span {
    font-size: 11px;
    opacity: 0.85;
  }
  @media (max-width: 419px) {
    strong {
      font-size: 20px;
    }
    span {
      display: none;
    }
  }
`;

export const Burger = styled.button`
  display: none;
  background: none;
  border: 0;
  color: inherit;
  font-size: 24px;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  @media (max-width: 767px) {
    display: inline-block;
  }
`;

export const Tools = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  @media (max-width: 419px) {
    gap: 4px;
  }
`;

export const ToolButton = styled.button`
  background: transparent;
  border: 1px solid currentColor;
  color: inherit;
  border-radius: 6px;
  min-height: 36px;
  padding: 0 10px;
  cursor: pointer;
  &[data-mobile-only='true'] {
    display: none;
  }
  @media (max-width: 767px) {
    &[data-mobile-only='true'] {
      display: inline-block;
    }
  }
`;

export const SearchSlot = styled.div`
  color: var(--site-text);
  @media (max-width: 767px) {
    display: none;
    &[data-open='true'] {
      display: block;
      position: absolute;
      right: 0;
      top: 100%;
      width: calc(100vw - 32px);
      background: var(--site-bg);
      padding: 8px;
      border-radius: 8px;
    }
  }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 21;
  background: rgb(0 0 0 / 0.35);
`;
