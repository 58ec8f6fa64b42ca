import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { styled } from 'styled-components';
import { Search } from '@pallone/widgets';
import { pageTitle } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { LinkItems } from './LinkItems.tsx';
import { Page } from './Page.tsx';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  padding: 0;
  list-style: none;
`;

/** Expected failures are responses with a status (a 404 gets search and top links); others a calm message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t, host } = useSite();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && status !== 400) console.error(error);
  if (status === 404) {
    return (
      <Page title={t.notFoundTitle}>
        <title>{pageTitle(t.notFoundTitle, host)}</title>
        <meta name="robots" content="noindex, follow" />
        <p>{t.notFoundText}</p>
        <Search collapsible={false} />
        <Links>
          <LinkItems
            links={[
              ['/', t.home],
              ['/news', t.news],
              ['/live-risultati', t.liveResults],
              ['/statistiche', t.statistics],
              ['/pronostici', t.predictions],
              ['/campionato/italia-serie-a', 'Serie A'],
            ]}
          />
        </Links>
      </Page>
    );
  }
  return (
    <Page title={t.errorTitle}>
      <title>{pageTitle(t.errorTitle, host)}</title>
      <meta name="robots" content="noindex" />
      <p>{t.errorText}</p>
      <p>
        <Link to="/">{t.home}</Link>
      </p>
    </Page>
  );
}
