/** RSS 2.0 documents of the news feeds (SPEC §9), with an `atom:link rel="self"`. */
import { escapeXml } from './escapeXml.ts';

export interface RssChannel {
  title: string;
  /** The site page the feed mirrors. */
  link: string;
  /** The feed's own URL. */
  selfUrl: string;
  description: string;
  /** it-IT | en-GB */
  language: string;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  category: string;
  publishedAt: Date;
}

/** RFC 822 date, as RSS 2.0 asks: `Sun, 22 Nov 2026 11:16:20 GMT`. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function buildRss(channel: RssChannel, items: readonly RssItem[], now: Date = new Date()): string {
  const lastBuild = items[0]?.publishedAt ?? now;
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(lastBuild)),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(
      (item) =>
        '<item>' +
        element('title', item.title) +
        element('link', item.link) +
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
        element('pubDate', rfc822(item.publishedAt)) +
        element('description', item.description) +
        element('category', item.category) +
        '</item>',
    ),
    '</channel>',
    '</rss>',
  ];
  return parts.join('\n');
}
