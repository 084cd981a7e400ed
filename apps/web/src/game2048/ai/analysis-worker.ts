/**
 * The 2048 search, off the main thread: each message is an `AnalyzeRequest` (the game as `serialize` text) and
 * each answer the `AnalyzeResponse` of `@pastime/2048-ai`. Vite builds this file, with the search and the
 * engine, into a chunk of its own that the browser fetches when the page first asks for a hint or auto-play.
 */
import { handleAnalyzeRequest, type AnalyzeRequest } from '@pastime/2048-ai';

self.onmessage = (event: MessageEvent<AnalyzeRequest>) => {
  self.postMessage(handleAnalyzeRequest(event.data));
};
