import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePallone } from '../provider/usePallone.ts';
import { createEmbed, type PalloneWidgetsApi } from './createEmbed.tsx';
import type { EmbedConfig } from './readScriptConfig.ts';

const config: EmbedConfig = {
  apiBase: 'https://api.example',
  credentials: { user: 'u', password: 'p' },
  siteBase: 'https://pallone.example',
  language: 'it',
  autoMount: true,
};

/** A stand-in widget that shows the props it was given and its provider's language and links. */
function Probe(props: Record<string, unknown>) {
  const { language, links } = usePallone();
  return (
    <section aria-label="probe" data-language={language}>
      <pre>{JSON.stringify(props)}</pre>
      <a href={links.team({ pallonecomSlug: 'inter' })}>Inter</a>
    </section>
  );
}

const components = { Standings: Probe, LiveScores: Probe };
let embed: PalloneWidgetsApi | null = null;

afterEach(() => {
  if (embed) for (const el of embed.mounted) embed.unmount(el);
  embed?.disconnect();
  embed = null;
  document.body.innerHTML = '';
});

function shadowProps(el: Element): Record<string, unknown> {
  const text = el.shadowRoot?.querySelector('pre')?.textContent;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

describe('createEmbed', () => {
  it('mounts every widget element of the page in its own shadow root with its data attributes as props', async () => {
    document.body.innerHTML = `
      <div id="a" data-pallone-widget="standings" data-competition-id="68" data-theme="dark"></div>
      <div id="b" data-pallone-widget="standings" data-competition-id="7" data-lang="en"></div>
      <div id="c" data-pallone-widget="live-scores"></div>`;
    embed = createEmbed(config, components);
    act(() => embed!.scan());
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const [a, b, c] = [byId('a'), byId('b'), byId('c')];
    await waitFor(() => expect(a.shadowRoot?.querySelector('pre')).not.toBeNull());
    expect(shadowProps(a)).toEqual({ competitionId: 68, theme: 'dark', language: 'it' });
    expect(shadowProps(b)).toEqual({ competitionId: 7, language: 'en' });
    expect(b.shadowRoot?.querySelector('section')).toHaveAttribute('data-language', 'en');
    expect(c.shadowRoot?.querySelector('section')).toHaveAttribute('data-language', 'it');
    expect(a.shadowRoot?.querySelector('a')).toHaveAttribute('href', 'https://pallone.example/squadre/inter');
    expect(a.shadowRoot?.querySelector('style[data-pallone-host]')?.textContent).toMatch(/:host/);
    expect(embed.mounted).toHaveLength(3);
    expect(a.children).toHaveLength(0);
  });

  it('mounts and unmounts through the API, explicit props winning over attributes', async () => {
    document.body.innerHTML = '<div id="x" data-competition-id="68"></div>';
    const el = document.getElementById('x')!;
    embed = createEmbed(config, components);
    act(() => embed!.mount(el, 'Standings', { competitionId: 7, turnId: 3 }));
    await waitFor(() => expect(shadowProps(el)).toMatchObject({ competitionId: 7, turnId: 3 }));
    act(() => embed!.mount(el, 'standings', { competitionId: 9 }));
    await waitFor(() => expect(shadowProps(el)).toMatchObject({ competitionId: 9 }));
    act(() => embed!.unmount(el));
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    expect(embed.mounted).toHaveLength(0);
  });

  it('reports an unknown widget and leaves its element alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="x" data-pallone-widget="weather"></div>';
    embed = createEmbed(config, components);
    embed.scan();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('unknown widget "weather"'),
      expect.anything(),
    );
    expect(document.getElementById('x')!.shadowRoot).toBeNull();
    error.mockRestore();
  });

  it('mounts widgets added later and unmounts removed ones while observing', async () => {
    embed = createEmbed(config, components);
    embed.observe();
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<div id="late" data-pallone-widget="live-scores" data-team-ids="1,2"></div>';
    await act(async () => document.body.append(wrapper));
    const late = document.getElementById('late')!;
    await waitFor(() => expect(shadowProps(late)).toMatchObject({ teamIds: [1, 2] }));
    await act(async () => wrapper.remove());
    await waitFor(() => expect(embed!.mounted).toHaveLength(0));
  });
});

describe('createEmbed with widgets loaded on demand', () => {
  function deferredLoader() {
    const calls: string[] = [];
    const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const loader = (name: string) =>
      new Promise<typeof Probe>((resolve, reject) => {
        calls.push(name);
        pending.push({ resolve: () => resolve(Probe), reject });
      });
    return { calls, pending, loader };
  }

  it("fetches a widget's code once, on first mount, and then shows the props of the latest mount", async () => {
    document.body.innerHTML = `
      <div id="a" data-pallone-widget="standings" data-competition-id="68"></div>
      <div id="b" data-pallone-widget="standings" data-competition-id="7"></div>`;
    const { calls, pending, loader } = deferredLoader();
    embed = createEmbed(config, loader);
    embed.scan();
    const a = document.getElementById('a')!;
    embed.mount(a, 'standings', { turnId: 3 });
    expect(calls).toEqual(['Standings']);
    expect(embed.mounted).toHaveLength(2);
    expect(a.shadowRoot?.querySelector('pre')).toBeNull();
    await act(async () => pending[0]!.resolve());
    await waitFor(() => expect(shadowProps(a)).toEqual({ competitionId: 68, turnId: 3, language: 'it' }));
    expect(shadowProps(document.getElementById('b')!)).toEqual({ competitionId: 7, language: 'it' });
    expect(calls).toEqual(['Standings']);
  });

  it('reports a widget whose code did not arrive and fetches it again on the next mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="x" data-pallone-widget="live-scores"></div>';
    const { calls, pending, loader } = deferredLoader();
    embed = createEmbed(config, loader);
    embed.scan();
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('could not load widget "LiveScores"'),
      expect.any(Error),
    );
    const el = document.getElementById('x')!;
    embed.mount(el, 'live-scores');
    expect(calls).toEqual(['LiveScores', 'LiveScores']);
    await act(async () => pending[1]!.resolve());
    await waitFor(() => expect(shadowProps(el)).toEqual({ language: 'it' }));
    error.mockRestore();
  });

  it('does not draw a widget removed before its code arrived', async () => {
    document.body.innerHTML = '<div id="x" data-pallone-widget="search"></div>';
    const { pending, loader } = deferredLoader();
    embed = createEmbed(config, loader);
    embed.scan();
    const el = document.getElementById('x')!;
    embed.unmount(el);
    await act(async () => pending[0]!.resolve());
    expect(el.shadowRoot?.querySelector('pre')).toBeNull();
    expect(embed.mounted).toHaveLength(0);
  });
});
