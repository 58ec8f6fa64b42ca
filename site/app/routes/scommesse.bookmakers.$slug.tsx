import { useLoaderData } from 'react-router';
import type { Route } from './+types/scommesse.bookmakers.$slug';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { orNotFound } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const euro = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);

/** /scommesse/bookmakers/{slug}: a bookmaker's bonus, with the 18+ notice and a sponsored link. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const bonus = await orNotFound(page.client.getBookmakerBonusBySlug(params.slug));
  const path = `/scommesse/bookmakers/${bonus.pallonecomSlug}`;
  return {
    bonus,
    seo: page.seo({
      title: `${bonus.bookmaker.name}: ${bonus.name}`,
      description: `${bonus.name} — ${bonus.extra}`,
      path,
      image: bonus.image?.path ?? null,
      trail: [[bonus.bookmaker.name, path]],
      moreKeywords: [bonus.bookmaker.name, bonus.name, page.words.bonus, page.words.betting],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function BookmakerPage() {
  const { bonus } = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  return (
    <Container>
      <h1>{bonus.bookmaker.name}</h1>
      <GamblingNotice />
      <Card style={{ background: bonus.backgroundColor, color: bonus.fontColor }}>
        <h2>{bonus.name}</h2>
        <p>
          {t.maxBonus}: <strong>{euro(bonus.bonus, language)}</strong>
        </p>
        <p>{bonus.extra}</p>
        <p>
          <small>{bonus.condition}</small>
        </p>
        <p>
          <a href={bonus.url} rel="sponsored noopener" target="_blank" style={{ color: bonus.fontColor }}>
            {bonus.bookmaker.name}
          </a>
        </p>
      </Card>
    </Container>
  );
}
