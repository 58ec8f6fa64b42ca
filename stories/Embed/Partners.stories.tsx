import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { standingsFixture } from '../../packages/widgets/src/mocks/handlers/standings.ts';
import { guideMessages } from './guideMessages.ts';
import { PartnerGuide } from './PartnerGuide.tsx';
import { PARTNER_SNIPPETS, THEME_VARIABLES, type GuideLanguage } from './partnerSnippets.ts';

/** `/competitions/search` answered with the real Serie A record for any text in its name, else [] as the API. */
const competitionSearch = http.get('*/api/v1/competitions/search', ({ request }) => {
  const text = new URL(request.url).searchParams.get('search')?.trim().toLowerCase() ?? '';
  return HttpResponse.json(text && 'serie a'.includes(text) ? [standingsFixture('serieA.competition')] : []);
});

const meta = {
  title: 'Embed/Partner guide',
  component: PartnerGuide,
  parameters: { layout: 'padded', msw: { handlers: [competitionSearch] } },
} satisfies Meta<typeof PartnerGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

const guideStory = (language: GuideLanguage): Story => ({
  args: { language },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = guideMessages[language];
    for (const snippet of PARTNER_SNIPPETS) {
      await expect(canvas.getByRole('heading', { level: 3, name: snippet.title[language] })).toBeVisible();
      await expect(canvas.getByText(new RegExp(`data-pallone-widget="${snippet.name}"`))).toBeVisible();
    }
    for (const variable of THEME_VARIABLES)
      await expect(canvas.getByRole('cell', { name: variable.name })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: text.searchLabel }), 'inter');
    await userEvent.click(canvas.getByRole('button', { name: text.searchButton }));
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text.choose}: 7 — FC Internazionale Milano (Italia)` }),
    );
    await expect(await canvas.findByText(text.pickSecondTeam)).toBeVisible();
  },
});

/** The whole guide in Italian; previews mounted by the embed from each snippet's own HTML. */
export const Italiano: Story = guideStory('it');

/** The same guide in English. */
export const English: Story = guideStory('en');
