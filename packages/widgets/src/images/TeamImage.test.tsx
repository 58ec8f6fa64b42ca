import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/renderWidget.tsx';
import { TeamImage } from './TeamImage.tsx';

describe('TeamImage', () => {
  it("shows the API's picture from the API's origin at a fixed size, decorative", () => {
    const { container } = renderWidget(<TeamImage image={{ path: '/api/v1/teams/7/badge.svg' }} size={40} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://localhost/api/v1/teams/7/badge.svg');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('data-fallback');
  });

  it('falls back to the neutral shield when there is no picture or it fails to load', () => {
    const { container } = renderWidget(
      <>
        <TeamImage image={null} size={35} />
        <TeamImage image={{ path: '/flags/1x1/it.svg' }} size={35} />
      </>,
    );
    const [none, broken] = [...container.querySelectorAll('img')];
    expect(none).toHaveAttribute('data-fallback');
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('data-fallback');
    expect(broken?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});
