/**
 * One of the 2048 search's workers: each message is a `MoveRequest` of `@pastime/2048-ai` (one root move to search
 * at one depth, as plain data) and each answer its `MoveResponse`. The page starts one per core (`analyst.ts`). Vite
 * builds this file, with the search and the engine, into a chunk of its own that the browser fetches when the page
 * first asks for a hint or auto-play.
 */
import { handleMoveRequest, type MoveRequest } from '@pastime/2048-ai';

self.onmessage = (event: MessageEvent<MoveRequest>) => {
  self.postMessage(handleMoveRequest(event.data));
};
