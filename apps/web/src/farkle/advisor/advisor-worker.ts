/**
 * The Farkle advisor, off the main thread: the engine's `advise` (its two-player table is decoded and each turn
 * solved here, on first use) and the computer player's decisions, which may ask the same solver. Vite builds this
 * file, with the engine, into a chunk of its own that the browser fetches when the Farkle screen first needs it.
 */
import { answer, type AdvisorRequest } from './protocol.ts';

self.onmessage = (event: MessageEvent<AdvisorRequest>) => {
  self.postMessage(answer(event.data));
};
