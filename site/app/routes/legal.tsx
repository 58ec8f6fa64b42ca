import { useLoaderData } from 'react-router';
import type { Route } from './+types/legal';
import { Card, Container } from '../components/layout/Page.tsx';
import { legalText, type LegalPage } from '../lib/legalTexts.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';

/** /privacy, /cookie and /terms-conditions: short, real texts in the visitor's language. */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  const kind = path.slice(1) as LegalPage;
  const text = legalText(kind, page.language);
  return {
    text,
    seo: page.seo({
      title: text.title,
      description: text.paragraphs[0] ?? text.title,
      path,
      moreKeywords: [text.title, 'Pallone'],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Legal() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <Container>
      <h1>{text.title}</h1>
      <Card>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Card>
    </Container>
  );
}
