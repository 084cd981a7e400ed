/**
 * The storage contract's reference storage: documents as texts in a map, read and written through their formats,
 * set aside whole (or, for a format that salvages, the bad parts) when they cannot be read. The apps' storages do
 * the same over `localStorage` and over files.
 */
import { highScoreIn, type ContractDocument, type StorageUnderTest } from '../contract/index.ts';
import {
  messageOf,
  type DocumentFormat,
  type FarkleScores,
  type HighScore,
  type Records2048,
  type StoredDocument,
} from '../src/index.ts';

export interface MemoryFormats {
  readonly records2048: DocumentFormat<Records2048>;
  /** The high score alone (the browser's way), or inside the Farkle scores (the terminal's). */
  readonly farkle:
    { readonly highScore: DocumentFormat<HighScore> } | { readonly scores: DocumentFormat<FarkleScores> };
}

export function memoryStorage(
  formats: MemoryFormats,
  options: { readonly lossy?: boolean } = {},
): StorageUnderTest {
  const texts = new Map<ContractDocument, string>();
  const aside = new Map<ContractDocument, string[]>();
  const refused = new Set<ContractDocument>();
  const reports: string[] = [];

  const keepAside = (name: ContractDocument, text: string): void => {
    aside.set(name, [...(aside.get(name) ?? []), text]);
  };

  function document<T>(name: ContractDocument, format: DocumentFormat<T>): StoredDocument<T> {
    const write = (value: T): T | undefined => {
      if (refused.has(name)) {
        reports.push(`${name} could not be saved`);
        return undefined;
      }
      texts.set(name, JSON.stringify(format.write(value)));
      return value;
    };
    const read = (): T => {
      const text = texts.get(name);
      if (text === undefined) return format.empty;
      try {
        const { value, rejected } = format.read(JSON.parse(text), name);
        if (rejected.length > 0) {
          keepAside(name, JSON.stringify(rejected));
          reports.push(rejected.map((part) => part.reason).join('; '));
          write(value);
        }
        return value;
      } catch (error) {
        keepAside(name, text);
        texts.delete(name);
        reports.push(`${name}: ${messageOf(error)}`);
        return format.empty;
      }
    };
    // The lossy variant changes what it read when it opened, as a storage without read-modify-write would.
    const opened = options.lossy === true ? read() : undefined;
    return {
      read,
      update: (change) => write(change(opened ?? read())),
    };
  }

  return {
    open: () => ({
      records2048: document('records2048', formats.records2048),
      farkleHighScore:
        'highScore' in formats.farkle
          ? document('farkleHighScore', formats.farkle.highScore)
          : highScoreIn(document('farkleHighScore', formats.farkle.scores)),
    }),
    corrupt: (name, text) => void texts.set(name, text),
    keptAside: (name) => aside.get(name) ?? [],
    reports: () => reports,
    refuseWrites(name) {
      refused.add(name);
      return () => void refused.delete(name);
    },
    dispose: () => undefined,
  };
}
