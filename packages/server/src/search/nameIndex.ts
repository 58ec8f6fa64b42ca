/**
 * The searchable texts of one table (`search_text` columns, team aliases) with a trigram index over them, and
 * the SQL search's row condition and score in memory (search/queries/text.ts: `matchesTerm`, `termScore`;
 * core `searchTier`). Candidates come from the trigram postings, as in PostgreSQL's GIN index, and each is then
 * checked exactly: word similarity ≥ 0.6 (`<%`) or the term inside the text (`LIKE`).
 */
import { searchTier, type SearchTier } from '@pallone/core';
import type { SearchTerm } from './queries/text.ts';
import { trigramRatio, trigramsInOrder, wordSimilarity, WORD_SIMILARITY_THRESHOLD } from './trigrams.ts';

/** One text that the term hits: its position in the texts, its tier and its score (0…1). */
export interface NameHit {
  doc: number;
  tier: SearchTier;
  score: number;
}

interface PreparedTerm {
  term: SearchTerm;
  /** The ids of the term's distinct trigrams that some text has (the others match nothing). */
  known: Set<number>;
  /** How many distinct trigrams the term has. */
  size: number;
}

/** What a short term (1–2 characters) scores: 0.6 at the start of the text, 0.5 at the start of another word. */
const SHORT_AT_START = 0.6;
const SHORT_AT_WORD = 0.5;
/** The least a substring hit scores. */
const SUBSTRING_SCORE = 0.5;

export class NameIndex {
  private readonly dictionary = new Map<string, number>();
  /** Per text, its trigram ids in order (repeats kept) and its distinct ids. */
  private readonly sequences: Int32Array[];
  private readonly distinct: Int32Array[];
  /** Per trigram id, the texts that hold it, ascending. */
  private readonly postings: number[][] = [];
  /** Scratch: per text, how many of the term's trigrams it holds (reset after each query). */
  private readonly shared: Uint16Array;
  private readonly lastPosition = new Map<number, number>();

  readonly texts: readonly string[];

  constructor(texts: readonly string[]) {
    this.texts = texts;
    this.sequences = texts.map((text) => Int32Array.from(trigramsInOrder(text), (t) => this.idOf(t)));
    this.distinct = this.sequences.map((sequence) => Int32Array.from(new Set(sequence)));
    this.distinct.forEach((ids, doc) => ids.forEach((id) => this.postings[id]!.push(doc)));
    this.shared = new Uint16Array(texts.length);
  }

  /** The texts `matchesTerm` selects (word similarity ≥ 0.6 or a substring; a short term: a word's start). */
  matching(term: SearchTerm): NameHit[] {
    if (term.short) {
      return this.scan((text) => text.startsWith(term.text) || text.includes(` ${term.text}`), term);
    }
    const prepared = this.prepare(term);
    const touched = this.countShared(prepared);
    try {
      const candidates = new Set<number>();
      for (const doc of touched) {
        if (trigramRatio(this.shared[doc]!, prepared.size, this.shared[doc]!) >= WORD_SIMILARITY_THRESHOLD) {
          candidates.add(doc);
        }
      }
      for (const doc of this.substringCandidates(term)) candidates.add(doc);
      const hits: NameHit[] = [];
      for (const doc of candidates) {
        const text = this.texts[doc]!;
        const inside = text.includes(term.text);
        const words = this.wordSimilarity(doc, prepared);
        if (!inside && words < WORD_SIMILARITY_THRESHOLD) continue;
        hits.push({
          doc,
          tier: searchTier(text, term.text),
          score: this.score(doc, prepared, words, inside),
        });
      }
      return hits;
    } finally {
      for (const doc of touched) this.shared[doc] = 0;
    }
  }

  /** The texts a `LIKE` selects (team aliases): the term inside the text; a short term, at its start. */
  containing(term: SearchTerm): NameHit[] {
    if (term.short) return this.scan((text) => text.startsWith(term.text), term);
    const prepared = this.prepare(term);
    const hits: NameHit[] = [];
    this.texts.forEach((text, doc) => {
      if (!text.includes(term.text)) return;
      this.shared[doc] = this.distinct[doc]!.reduce((n, id) => n + (prepared.known.has(id) ? 1 : 0), 0);
      const score = this.score(doc, prepared, this.wordSimilarity(doc, prepared), true);
      this.shared[doc] = 0;
      hits.push({ doc, tier: searchTier(text, term.text), score });
    });
    return hits;
  }

  private idOf(trigram: string): number {
    let id = this.dictionary.get(trigram);
    if (id === undefined) {
      id = this.dictionary.size;
      this.dictionary.set(trigram, id);
      this.postings.push([]);
    }
    return id;
  }

  private prepare(term: SearchTerm): PreparedTerm {
    const trigrams = new Set(trigramsInOrder(term.text));
    const known = new Set<number>();
    for (const trigram of trigrams) {
      const id = this.dictionary.get(trigram);
      if (id !== undefined) known.add(id);
    }
    return { term, known, size: trigrams.size };
  }

  /** Counts, per text, the term's trigrams it holds; answers the texts that hold any. */
  private countShared(prepared: PreparedTerm): number[] {
    const touched: number[] = [];
    for (const id of prepared.known) {
      for (const doc of this.postings[id]!) {
        const before = this.shared[doc]!;
        this.shared[doc] = before + 1;
        if (before === 0) touched.push(doc);
      }
    }
    return touched;
  }

  /**
   * The texts that may hold the term as a substring: those holding its rarest inner trigram (three letters of
   * one word, which any text containing the term holds too), or every text when no word has three letters.
   */
  private substringCandidates(term: SearchTerm): Iterable<number> {
    let rarest: number[] | undefined;
    for (const word of term.text.split(' ')) {
      for (let at = 0; at + 3 <= word.length; at++) {
        const id = this.dictionary.get(word.slice(at, at + 3));
        if (id === undefined) return [];
        const posting = this.postings[id]!;
        if (!rarest || posting.length < rarest.length) rarest = posting;
      }
    }
    return rarest ?? this.texts.keys();
  }

  private wordSimilarity(doc: number, prepared: PreparedTerm): number {
    const { known, size } = prepared;
    return wordSimilarity(this.sequences[doc]!, (id) => known.has(id), size, this.lastPosition);
  }

  /** `termScore`: the best of similarity, word similarity and 0.5 for a substring, in single precision. */
  private score(doc: number, prepared: PreparedTerm, words: number, inside: boolean): number {
    const own = this.distinct[doc]!.length;
    const shared = this.shared[doc]!;
    const whole = own === 0 ? 0 : trigramRatio(shared, own, prepared.size);
    return Math.max(whole, words, inside ? SUBSTRING_SCORE : 0);
  }

  private scan(hit: (text: string) => boolean, term: SearchTerm): NameHit[] {
    const hits: NameHit[] = [];
    this.texts.forEach((text, doc) => {
      if (!hit(text)) return;
      const score = text.startsWith(term.text) ? SHORT_AT_START : SHORT_AT_WORD;
      hits.push({ doc, tier: searchTier(text, term.text), score });
    });
    return hits;
  }
}
