/**
 * Right-to-left text for PDF lines: the Unicode bidi algorithm (bidi-js) splits a logical line into
 * direction runs and puts them in visual order; each run is then shaped on its own.
 */
import bidiFactory from 'bidi-js';

export type TextDirection = 'ltr' | 'rtl';
/** `auto` takes the direction of the first letter, as `dir="auto"` does in a browser. */
export type ParagraphDirection = TextDirection | 'auto';

/**
 * One run of a line, listed left to right as it appears on the page. `text` is what the shaper is
 * given: a right-to-left run that holds Arabic letters stays in logical order (the shaper joins
 * the letters and lays them out right to left itself); a right-to-left run without letters (spaces,
 * punctuation) is reversed here, since the shaper would leave it left to right.
 */
export type VisualRun = { text: string; isRtl: boolean };

const bidi = bidiFactory();

/** Marks that only steer the algorithm; they are never drawn. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Letters the shaper recognises as right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

const LRI = '\u2066';
const PDI = '\u2069';

/** Keeps a number, a date or an identifier left to right inside right-to-left text. */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** Numbers written in groups ("32 005 0098765432101 88", "1 234,500") are one number. */
const GROUPED_NUMBER = /\d+(?:[ \u00a0\u202f]\d+)+/g;

/** Keeps grouped numbers whole, so right-to-left text does not swap their groups. */
export function isolateNumberGroups(text: string): string {
  return text.replace(GROUPED_NUMBER, (number) => isolateLtr(number));
}

type LogicalRun = { text: string; level: number };

function splitByLevel(line: string, levels: Uint8Array, mirrors: Map<number, string>): LogicalRun[] {
  const runs: LogicalRun[] = [];
  let current: LogicalRun | undefined;
  for (let i = 0; i < line.length; i++) {
    const level = levels[i] ?? 0;
    const char = mirrors.get(i) ?? line.charAt(i);
    if (current && current.level === level) {
      current.text += char;
    } else {
      current = { text: char, level };
      runs.push(current);
    }
  }
  return runs;
}

/** Rule L2 of the bidi algorithm, on whole runs: from the highest level down to the lowest odd
 * level, reverse every sequence of runs at that level or above. */
function reorderRuns(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const levels = ordered.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) {
        end++;
      }
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
}

function toShaperText(run: LogicalRun): VisualRun {
  const text = run.text.replace(BIDI_CONTROLS, '');
  const isRtl = run.level % 2 === 1;
  if (!isRtl || RTL_LETTER.test(text)) {
    return { text, isRtl };
  }
  return { text: Array.from(text).reverse().join(''), isRtl };
}

/** Lines repeat a lot (dates, labels, words being measured): their runs are kept, within a bound. */
const runCache = new Map<string, readonly VisualRun[]>();
const RUN_CACHE_LIMIT = 20_000;

/** The runs of one line (no line breaks inside), left to right on the page. */
export function toVisualRuns(line: string, direction: ParagraphDirection): readonly VisualRun[] {
  const key = `${direction}|${line}`;
  let runs = runCache.get(key);
  if (!runs) {
    runs = computeVisualRuns(line, direction);
    if (runCache.size >= RUN_CACHE_LIMIT) {
      runCache.clear();
    }
    runCache.set(key, runs);
  }
  return runs;
}

function computeVisualRuns(line: string, direction: ParagraphDirection): VisualRun[] {
  if (line === '') {
    return [];
  }
  const text = isolateNumberGroups(line);
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrors = bidi.getMirroredCharactersMap(text, embedding.levels);
  return reorderRuns(splitByLevel(text, embedding.levels, mirrors))
    .map(toShaperText)
    .filter((run) => run.text !== '');
}

/** The line as a reader sees it, left to right (for tests and for measuring by eye). */
export function toVisualString(line: string, direction: ParagraphDirection): string {
  return toVisualRuns(line, direction)
    .map((run) =>
      run.isRtl && RTL_LETTER.test(run.text) ? Array.from(run.text).reverse().join('') : run.text,
    )
    .join('');
}
