/** A play benchmark's worker thread: plays each game it is sent and posts the result back. */
import { parentPort } from 'node:worker_threads';
import { analyze } from '../src/index.ts';
import { playGame } from './play-game.ts';
import type { GameSpec } from './play-game.ts';

const port = parentPort;
if (port === null) throw new Error('play-worker.ts runs as a worker thread of play.ts');
port.on('message', (spec: GameSpec) => {
  void playGame(spec, analyze).then((result) => port.postMessage(result));
});
