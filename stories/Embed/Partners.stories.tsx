import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerGuide } from './PartnerGuide.tsx';
import { PARTNER_SNIPPETS } from './partnerSnippets.ts';

const meta = {
  title: 'Embed/Partner guide',
  component: PartnerGuide,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PartnerGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy-paste snippets for the script tag and every widget, each rendered live from its own attributes. */
export const Snippets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const snippet of PARTNER_SNIPPETS) {
      await expect(canvas.getByRole('heading', { level: 3, name: snippet.title })).toBeVisible();
      await expect(canvas.getByText(new RegExp(`data-pallone-widget="${snippet.name}"`))).toBeVisible();
    }
  },
};
