import type { Options2048 } from '../game2048/options.ts';
import type { CommonOptions } from './common-options.ts';
import type { OptionsFarkle } from '../farkle/options.ts';
import type { RecordsOptions } from '../records/options.ts';
import type { ReplayOptions } from '../replay/options.ts';

/** What the command line asks the program to do. */
export type Invocation =
  | { readonly kind: 'help'; readonly text: string }
  | { readonly kind: '2048'; readonly options: Options2048 }
  | { readonly kind: 'farkle'; readonly options: OptionsFarkle }
  | { readonly kind: 'menu'; readonly options: CommonOptions }
  | { readonly kind: 'replay'; readonly options: ReplayOptions }
  | { readonly kind: 'history'; readonly options: RecordsOptions }
  | { readonly kind: 'stats'; readonly options: RecordsOptions };

/** A command word (`pastime 2048 …`): its line in the overall help, its own help, and how it reads its arguments. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** The arguments after the command word; throws `UsageError` on anything it does not understand. */
  readonly parse: (args: readonly string[]) => Invocation;
}
