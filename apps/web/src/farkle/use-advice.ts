import { adviceKey, adviceWanted } from '@pastime/app-core';
import type { Advice, FarkleState } from '@pastime/farkle';
import { useEffect, useState } from 'preact/hooks';

type Found =
  { readonly key: string; readonly advice: Advice } | { readonly key: string; readonly error: string };

/**
 * The advice for the position on the table while the advisor is `on` and a person decides: asked of `advise`
 * (the engine's, in the advisor's worker) once per position, whatever the selection. Null while it is worked
 * out, and for positions it is not about.
 */
export function useAdvice(
  advise: (state: FarkleState) => Promise<Advice>,
  game: FarkleState | null,
  on: boolean,
): { readonly advice: Advice | null; readonly error: string | null } {
  const [found, setFound] = useState<Found | null>(null);
  const key = on && game !== null && adviceWanted(game) ? adviceKey(game) : null;
  const known = found !== null && found.key === key;
  useEffect(() => {
    if (key === null || game === null || known) return;
    let live = true;
    advise(game).then(
      (advice) => live && setFound({ key, advice }),
      (error: unknown) =>
        live && setFound({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // One request per position: the selection changes the state, not the key.
  }, [key, known]);
  if (!known || found === null) return { advice: null, error: null };
  return 'advice' in found ? { advice: found.advice, error: null } : { advice: null, error: found.error };
}
