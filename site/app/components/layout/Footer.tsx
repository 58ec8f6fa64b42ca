import { Link } from 'react-router';
import { styled } from 'styled-components';
import { COPYRIGHT_START_YEAR } from '@pallone/core';
import { CookieSettingsButton } from '../consent/CookieSettingsButton.tsx';
import { FOOTER_CHAMPIONSHIPS, FOOTER_PLAYERS, FOOTER_TEAMS, SOCIAL_LINKS } from '../../lib/footerLinks.ts';
import { useSite } from '../../lib/useSite.ts';
import { LinkItems, type SiteLink } from './LinkItems.tsx';
import { bareList } from './listStyles.ts';

const Root = styled.footer`
  background: var(--site-header-bg);
  color: var(--site-header-text);
  padding: 24px 16px 88px;
  font-size: 14px;
  a {
    color: inherit;
  }
  @media (min-width: 768px) {
    padding-bottom: 24px;
  }
`;

// At most five columns of at least 180 px, as many as fit. Empty tracks are kept (auto-fill, not auto-fit): with
// auto-fit a footer painted before its last sections arrived (a slow network or phone) stretched the first ones
// over the room of the rest, then narrowed and moved them as those came.
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(max(180px, (100% - 4 * 16px) / 5), 1fr));
  gap: 16px;
  max-width: 1200px;
  margin: 0 auto;
  h2 {
    font-size: 14px;
    text-transform: uppercase;
    margin: 0 0 8px;
  }
  ul {
    ${bareList}
  }
  li {
    padding: 3px 0;
  }
`;

const Notes = styled.div`
  max-width: 1200px;
  margin: 16px auto 0;
  opacity: 0.85;
  p {
    margin: 6px 0;
  }
`;

/** The footer's links to pages under `path`, one per [slug, name]. */
const under = (path: string, pages: readonly (readonly [string, string])[]): SiteLink[] =>
  pages.map(([slug, name]) => [`${path}/${slug}`, name]);

function FooterColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <section>
      <h2>{title}</h2>
      <ul>
        <LinkItems links={links} />
      </ul>
    </section>
  );
}

/**
 * SPEC §2's footer: sections, the five championships, sample teams and players, legal and social links, and
 * the cookie settings that reopen the consent banner.
 */
export function Footer() {
  const { t, year } = useSite();
  return (
    <Root>
      <Columns>
        <FooterColumn
          title="Pallone"
          links={[
            ['/news', t.news],
            ['/pronostici', t.predictions],
            ['/statistiche', t.statistics],
            ['/live-risultati', t.liveResults],
          ]}
        />
        <FooterColumn title={t.championships} links={under('/campionato', FOOTER_CHAMPIONSHIPS)} />
        <FooterColumn title={t.teams} links={under('/squadre', FOOTER_TEAMS)} />
        <FooterColumn title={t.players} links={under('/giocatori', FOOTER_PLAYERS)} />
        <section>
          <h2>{t.follow}</h2>
          <ul>
            {SOCIAL_LINKS.map(([href, name]) => (
              <li key={href}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {name}
                </a>
              </li>
            ))}
            <li>
              <Link to="/privacy">{t.privacy}</Link>
            </li>
            <li>
              <Link to="/cookie">{t.cookie}</Link>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
            <li>
              <Link to="/terms-conditions">{t.terms}</Link>
            </li>
          </ul>
        </section>
      </Columns>
      <Notes>
        <p>{t.notPublication}</p>
        <p>
          © {COPYRIGHT_START_YEAR}–{year} Pallone — {t.tagline}
        </p>
      </Notes>
    </Root>
  );
}
