import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { BookmakerBonus } from '@pallone/core';
import { BonusBanner } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { bonusFixture } from '../../packages/widgets/src/mocks/handlers/bonusBanner.ts';
import { palettesStory } from '../shared/brandControls.tsx';
import {
  atMostPx,
  darkEnglish,
  darkMobileStory,
  expectDark,
  expectFitsPhone,
  mobile320,
  mobile375,
  staleWhileRefreshFailsStory,
} from '../shared/storyStates.tsx';
import { componentDocs, lookArgTypes } from '../shared/widgetMeta.ts';
import { darkStory, englishStory, errorStory, italianStory, loadingStory } from '../shared/storyBasics.ts';

/** The 8 seeded sample bonuses (fictional bookmakers): 1, 3, 5 on mobile; 1, 3, 5, 7 on the home page. */
const all = () => bonusFixture('all') as BookmakerBonus[];

const meta = {
  title: 'Widgets/BonusBanner',
  component: BonusBanner,
  args: { placement: 'home', mode: 'promotional' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['home', 'mobile'] },
    mode: { control: 'inline-radio', options: ['promotional', 'informational'] },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    'Up to 3 bookmaker bonuses (SPEC §9): the mobile banner shows the showOnMobile ones, the home side ' +
      'column the showOnHome ones; "Bonus massimo" in euro, the 18+ mark and the responsible-gambling notice, ' +
      'affiliate links with rel="sponsored noopener". The informational mode, the host\'s choice for Italy ' +
      '(Decreto Dignità art. 9 bans gambling advertising), names the operators only: no links, no amounts.',
  ),
  decorators: [atMostPx(360)],
} satisfies Meta<typeof BonusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home side column. */
export const Default: Story = {};

export const Playground: Story = { args: { placement: 'home', mode: 'promotional' } };

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = { ...palettesStory(BonusBanner) };

export const Loading: Story = loadingStory('/bookmakerBonuses/home');

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(apiPath('/bookmakerBonuses/home'), () => HttpResponse.json([]))] },
  },
};

export const Error: Story = errorStory('/bookmakerBonuses/home');

export const Dark: Story = darkStory;

export const Italian: Story = italianStory;

export const English: Story = englishStory;

/** The mobile banner at 320 px: the showOnMobile bonuses side by side, scrolling sideways. */
export const Mobile: Story = {
  args: { placement: 'mobile' },
  ...mobile320,
};

/** Informational mode: operators' names, a neutral description and the 18+ notice; no links, no amounts. */
export const Informational: Story = {
  args: { mode: 'informational' },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Bookmaker Demo 1' });
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement).not.toHaveTextContent('€');
  },
};

/** At most 3: the API gives 4 showOnHome bonuses, the column shows the first 3. */
export const AtMostThree: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/bookmakerBonuses/home'), () =>
          HttpResponse.json(all().filter((bonus) => bonus.showOnHome)),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Bonus Demo 1' });
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Flag filtering: given all 8 bonuses, the mobile banner keeps the showOnMobile ones. */
export const MobileFlag: Story = {
  args: { placement: 'mobile' },
  parameters: { msw: { handlers: [http.get(apiPath('/bookmakerBonuses'), () => HttpResponse.json(all()))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Bonus Demo 1' });
    await expect(canvas.queryByRole('heading', { name: 'Bonus Sport Demo 1' })).not.toBeInTheDocument();
  },
};

/** "Bonus massimo" in euro and the affiliate link's rel="sponsored noopener". */
export const AmountAndLink: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Bonus Demo 1' });
    await expect(card).toHaveTextContent('Bonus massimo € 100');
    await expect(within(card).getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
  },
};

/** The mobile banner, dark, on a 375 px phone: the cards scroll sideways inside the banner, the page does not. */
export const DarkMobile: Story = {
  ...darkMobileStory((canvas) => canvas.findByRole('heading', { name: 'Bonus Demo 1' })),
  args: { placement: 'mobile' },
};

/** Dark in English: "Betting bonuses", the amount label and the notice in English. */
export const DarkEnglish: Story = {
  ...darkEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Betting bonuses' });
    await canvas.findAllByRole('article');
    await expectDark(canvasElement);
  },
};

/**
 * Informational mode on a 375 px phone (the host's choice for Italy): "Operatori di gioco", the operators' names
 * with a neutral description and the 18+ mark; no links, amounts or offers; nothing scrolls the page sideways.
 */
export const InformationalMobile: Story = {
  ...mobile375,
  args: { placement: 'mobile', mode: 'informational' },
  globals: { ...mobile375.globals, locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Operatori di gioco' });
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Bookmaker Demo 1' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement).not.toHaveTextContent('€');
    await expectFitsPhone(canvasElement, 'light');
  },
};

/** The bonuses on screen, then a refresh fails: the cards stay, under the slim notice with Riprova. */
export const StaleWhileRefreshFails: Story = staleWhileRefreshFailsStory(
  '/bookmakerBonuses/home',
  async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Bonus Demo 1' })).toBeVisible();
  },
);
