import { data } from 'react-router';
import { RouteErrorPage } from '../components/layout/RouteErrorPage.tsx';

/** Any path no route knows: a 404 with search and top links (rendered by the error boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <RouteErrorPage />;
}
