import { notFound } from '../lib/notFound.server.ts';

export function loader() {
  notFound();
}

export default function PlayerRecordPage() {
  return null;
}
